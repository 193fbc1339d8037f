import { Router } from 'express';
import type { ServerContext } from '../../context.ts';

/** TODO(P): the PayPal Payouts mirror (design reference §1, §8). Mounted at the root in development only. */
export function paypalRoutes(_ctx: ServerContext): Router {
  return Router();
}
