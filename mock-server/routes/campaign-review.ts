import { Router } from 'express';
import type { ServerContext } from '../context.ts';

/** TODO(S1): the admin review queue. */
export function campaignReviewRoutes(_ctx: ServerContext): Router {
  return Router();
}
