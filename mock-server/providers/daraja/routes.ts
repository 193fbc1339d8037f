import { Router } from 'express';
import type { ServerContext } from '../../context.ts';

/** TODO(D): the M-Pesa Daraja mirror (design reference §1, §8). Mounted at the root in development only. */
export function darajaRoutes(_ctx: ServerContext): Router {
  return Router();
}
