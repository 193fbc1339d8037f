import { Router } from 'express';
import type { ServerContext } from '../context.ts';

/** TODO(S2): matching. */
export function matchRoutes(_ctx: ServerContext): Router {
  return Router();
}
