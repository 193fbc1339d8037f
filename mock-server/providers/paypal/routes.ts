import express, { Router } from 'express';
import type { ServerContext } from '../../context.ts';
import { requireBearer, tokenRoutes } from './auth.ts';
import { settleDue } from './changes.ts';
import { readPaypalConfig, type PaypalSimConfig } from './config.ts';
import { checkoutPageRoutes } from './checkout-page.ts';
import { paypalErrors } from './errors.ts';
import { orderRoutes } from './orders.ts';
import { payoutRoutes } from './payouts.ts';
import { simRoutes } from './sim.ts';

/**
 * The PayPal Payouts v1 mirror (design reference §1, §8), a minimal Orders v2 mirror for launch payments (decision
 * 0009) with its approval page, plus the simulator controls under /__sim/paypal.
 * Mounted at the root in development only; in production the real PayPal base URL is configured instead.
 * Error handlers sit under the simulator's own paths, so errors from other routes never take PayPal's shape.
 */
export function paypalRoutes(ctx: ServerContext, config: PaypalSimConfig = readPaypalConfig()): Router {
  const r = Router();
  const sweep = settleDue(ctx, config.payoutSettleMs);
  r.use('/v1/oauth2', tokenRoutes(ctx, config), paypalErrors);
  // app.ts parses JSON before this router, so a malformed body is answered there; this parser (a no-op once a body
  // is parsed) lets the PayPal-shaped MALFORMED_REQUEST answer take over if that outer parser goes.
  r.use('/v1/payments', express.json({ limit: '100kb' }), requireBearer(ctx), sweep, payoutRoutes(ctx), paypalErrors);
  r.use('/v2/checkout/orders', express.json({ limit: '100kb' }), requireBearer(ctx), orderRoutes(ctx), paypalErrors);
  r.use('/__sim/paypal', sweep, simRoutes(ctx), checkoutPageRoutes(ctx));
  return r;
}
