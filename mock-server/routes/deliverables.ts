import { Router } from 'express';
import type { ServerContext } from '../context.ts';

/** Deliverables: submissions, review, auto-approval and release (delivery issue). Placeholder until it is built. */
export function deliverableRoutes(_ctx: ServerContext): Router {
  return Router();
}
