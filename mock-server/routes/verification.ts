import { Router } from 'express';
import type { ServerContext } from '../context.ts';

/** TODO(S2): creator verification. */
export function verificationRoutes(_ctx: ServerContext): Router {
  return Router();
}
