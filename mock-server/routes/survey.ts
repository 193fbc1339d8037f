import { Router } from 'express';
import type { ServerContext } from '../context.ts';

/** Routes for survey. */
export function surveyRoutes(_ctx: ServerContext): Router {
  return Router();
}
