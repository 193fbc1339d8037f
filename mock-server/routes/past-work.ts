import { Router } from 'express';
import type { ServerContext } from '../context.ts';
import { inTransaction } from '../db/transaction.ts';
import { reachableContract } from '../delivery/access.ts';
import { route } from '../http.ts';
import { contractPastWork, pastWorkStep, type PastWorkAction } from '../people/past-work.ts';
import { requireUser } from '../sessions.ts';

/**
 * Past work on a creator's public page (issue 24): the creator asks to show a live deliverable of a completed
 * contract, its brand agrees or declines, either side withdraws it (mock-server/people/past-work.ts).
 */
export function pastWorkRoutes(ctx: ServerContext): Router {
  const r = Router();
  const sides = requireUser(ctx, ['brand', 'influencer']);

  r.get('/contracts/:id/past-work', requireUser(ctx, ['brand', 'influencer', 'admin']), route(async (req, res) => {
    const contract = await reachableContract(ctx, req.account!, String(req.params.id));
    res.json({ items: await contractPastWork(ctx, contract) });
  }));

  const step = (action: PastWorkAction, status: number) => route(async (req, res) => {
    const item = await inTransaction(ctx, (tctx) => pastWorkStep(tctx, req.account!, String(req.params.id), action));
    res.status(status).json({ item });
  });
  r.post('/deliverables/:id/past-work', sides, step('request', 201));
  r.post('/deliverables/:id/past-work/agree', sides, step('agree', 200));
  r.post('/deliverables/:id/past-work/decline', sides, step('decline', 200));
  r.post('/deliverables/:id/past-work/withdraw', sides, step('withdraw', 200));
  return r;
}
