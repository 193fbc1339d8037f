import { Router } from 'express';
import type { ServerContext } from '../context.ts';

/** M-Pesa STK callbacks (helper A): docs/decisions/0009-money.md. Placeholder until it is built. */
export function paymentWebhookRoutes(_ctx: ServerContext): Router {
  return Router();
}
