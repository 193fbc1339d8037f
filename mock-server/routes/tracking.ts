import { Router } from 'express';
import type { ServerContext } from '../context.ts';

/** Trackable links' redirects and click counting, mounted at the root (delivery issue). Placeholder until it is built. */
export function trackingRoutes(_ctx: ServerContext): Router {
  return Router();
}
