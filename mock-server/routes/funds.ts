import { Router } from 'express';
import type { ServerContext } from '../context.ts';

/** Campaign funds and contract cancel (helper B1): docs/decisions/0009-money.md. Placeholder until it is built. */
export function fundsRoutes(_ctx: ServerContext): Router {
  return Router();
}
