import { Router } from 'express';
import type { ServerContext } from '../context.ts';

/** TODO(S1): the brand's campaigns and their lifecycle. */
export function campaignRoutes(_ctx: ServerContext): Router {
  return Router();
}
