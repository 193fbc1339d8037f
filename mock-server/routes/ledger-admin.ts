import { Router } from 'express';
import type { ServerContext } from '../context.ts';

/** Admin ledger and reconciliation (helper B1): docs/decisions/0009-money.md. Placeholder until it is built. */
export function ledgerAdminRoutes(_ctx: ServerContext): Router {
  return Router();
}
