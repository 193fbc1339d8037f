import { Router } from 'express';
import type { ServerContext } from '../context.ts';

/** Launch payments (helper A): docs/decisions/0009-money.md. Placeholder until it is built. */
export function paymentRoutes(_ctx: ServerContext): Router {
  return Router();
}
