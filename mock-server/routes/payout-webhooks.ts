import { Router } from 'express';
import type { ServerContext } from '../context.ts';

/** B2C, status and PayPal payout callbacks (helper B2): docs/decisions/0009-money.md. Placeholder until it is built. */
export function payoutWebhookRoutes(_ctx: ServerContext): Router {
  return Router();
}
