import { Router } from 'express';
import { z } from 'zod';
import { campaignById } from '../campaign-records.ts';
import type { ServerContext } from '../context.ts';
import { inTransaction } from '../db/transaction.ts';
import { reachableContract } from '../delivery/access.ts';
import { HttpError, parse, route } from '../http.ts';
import { idempotent } from '../idempotency.ts';
import { buyPackage } from '../packages/purchase.ts';
import { acceptTerms, termsView } from '../packages/terms.ts';
import { requireUser } from '../sessions.ts';

const acceptBody = z.object({
  version: z.int({ error: 'Say which version of the terms you read.' }).min(1, 'Say which version of the terms you read.'),
  hash: z.string({ error: 'Say which terms you read.' }).regex(/^[0-9a-f]{64}$/, 'Say which terms you read.'),
}).strict();

/**
 * Packages bought into contracts and a contract's terms (issue 24; docs/decisions/0019-trust.md): a brand buys a
 * creator's package; either side reads the terms; the creator accepts them, which holds the fee for them.
 */
export function packageRoutes(ctx: ServerContext): Router {
  const r = Router();

  r.post('/packages/:id/purchase', requireUser(ctx, ['brand']), idempotent(ctx), route(async (req, res) => {
    res.status(201).json(await inTransaction(ctx, (tctx) => buyPackage(tctx, req.account!, String(req.params.id), req.body)));
  }));

  r.get('/contracts/:id/terms', requireUser(ctx, ['brand', 'influencer', 'admin']), route(async (req, res) => {
    const contract = await reachableContract(ctx, req.account!, String(req.params.id));
    const campaign = await campaignById(ctx, contract.campaignId);
    if (!campaign) throw new HttpError(404, 'There is no such contract.');
    res.json({ view: await termsView(ctx, contract, campaign) });
  }));

  r.post('/contracts/:id/terms/accept', requireUser(ctx, ['brand', 'influencer']), idempotent(ctx), route(async (req, res) => {
    // To anyone but its two sides the contract does not exist (404); its brand is told plainly it cannot (403).
    await reachableContract(ctx, req.account!, String(req.params.id));
    const read = parse(acceptBody, req.body);
    res.json(await inTransaction(ctx, (tctx) => acceptTerms(tctx, req.account!, String(req.params.id), read)));
  }));

  return r;
}
