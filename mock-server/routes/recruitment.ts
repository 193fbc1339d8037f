import { Router } from 'express';
import type { ServerContext } from '../context.ts';

/** Routes for recruitment. */
export function recruitmentRoutes(_ctx: ServerContext): Router {
  return Router();
}
