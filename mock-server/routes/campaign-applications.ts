import { Router } from 'express';
import type { ServerContext } from '../context.ts';

/** TODO(S2): applications, invitations and contracts. */
export function campaignApplicationRoutes(_ctx: ServerContext): Router {
  return Router();
}
