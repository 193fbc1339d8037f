import { Router } from 'express';
import type { ServerContext } from '../context.ts';
import { inTransaction } from '../db/transaction.ts';
import { route } from '../http.ts';
import { createPackage, isVerified, myPackages, updatePackage, withdrawPackage } from '../packages/editor.ts';
import { requireUser } from '../sessions.ts';

/** A creator's own packages (issue 24): list, create, edit, withdraw (mock-server/packages/editor.ts). Creators only (403). */
export function packageEditorRoutes(ctx: ServerContext): Router {
  const r = Router();
  const creator = requireUser(ctx, ['influencer']);
  r.get('/packages/mine', creator, route(async (req, res) => {
    // `verified`: whether the creator may publish (the editor offers "New package" only then).
    res.json({ items: await myPackages(ctx, req.account!), verified: await isVerified(ctx, req.account!) });
  }));
  r.post('/packages', creator, route(async (req, res) => {
    res.status(201).json({ package: await inTransaction(ctx, (tctx) => createPackage(tctx, req.account!, req.body)) });
  }));
  r.put('/packages/:id', creator, route(async (req, res) => {
    res.json({ package: await inTransaction(ctx, (tctx) => updatePackage(tctx, req.account!, String(req.params.id), req.body)) });
  }));
  r.post('/packages/:id/withdraw', creator, route(async (req, res) => {
    res.json({ package: await inTransaction(ctx, (tctx) => withdrawPackage(tctx, req.account!, String(req.params.id))) });
  }));
  return r;
}
