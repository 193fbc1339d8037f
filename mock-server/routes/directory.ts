import { Router } from 'express';
import type { ServerContext } from '../context.ts';

/** TODO(S3): search and the creator directory. */
export function directoryRoutes(_ctx: ServerContext): Router {
  return Router();
}
