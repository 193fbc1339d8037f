import { Router } from 'express';
import type { ServerContext } from '../context.ts';

/** TODO(S1): the notification centre. */
export function notificationRoutes(_ctx: ServerContext): Router {
  return Router();
}
