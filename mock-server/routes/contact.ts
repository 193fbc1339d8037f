import { Router } from 'express';
import type { ServerContext } from '../context.ts';

/** Routes for contact. */
export function contactRoutes(_ctx: ServerContext): Router {
  return Router();
}
