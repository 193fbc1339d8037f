import { Router } from 'express';
import type { ServerContext } from '../context.ts';

/** Creator earnings, payout details and withdrawals (helper B2): docs/decisions/0009-money.md. Placeholder until it is built. */
export function earningsRoutes(_ctx: ServerContext): Router {
  return Router();
}
