import { Router } from 'express';
import type { ServerContext } from '../context.ts';

/** Conversions: signed webhook, manual entry and M-Pesa C2B attribution (delivery issue). Placeholder until it is built. */
export function conversionRoutes(_ctx: ServerContext): Router {
  return Router();
}
