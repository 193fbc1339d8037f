import { Router } from 'express';
import type { ServerContext } from '../context.ts';

/** Routes for profiles. */
export function profilesRoutes(_ctx: ServerContext): Router {
  return Router();
}
