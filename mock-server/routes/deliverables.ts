import fs from 'node:fs';
import { Router, type Request } from 'express';
import { z } from 'zod';
import type { Deliverable } from '../../src/domain/delivery-types.ts';
import { campaignById } from '../campaign-records.ts';
import type { ServerContext } from '../context.ts';
import { contractById } from '../contract-records.ts';
import { inTransaction } from '../db/transaction.ts';
import { HttpError, parse, route } from '../http.ts';
import { idempotent } from '../idempotency.ts';
import { requireUser } from '../sessions.ts';
import { multipart } from '../uploads.ts';
import { reachableContract, reachableDeliverable, type WorkLocks } from '../delivery/access.ts';
import { approveDeliverable } from '../delivery/approval.ts';
import { deliverablesOf } from '../delivery/deliverables.ts';
import { mediaFile, removeMedia } from '../delivery/media.ts';
import { addLiveLink, requestRevision } from '../delivery/review.ts';
import { readSubmission } from '../delivery/submission-input.ts';
import { checkCanSubmit, submitDraft } from '../delivery/submissions.ts';
import { checkCampaignStarted } from '../delivery/timeline.ts';
import { httpUrl } from '../delivery/urls.ts';
import { attribute, forClient, lockRequestLink } from '../partners/acting.ts';
import { releaseActionId } from '../partners/clients.ts';
import { assertWithinSpendingLimit } from '../partners/spending.ts';

export const revisionBody = z.object({
  feedback: z.string({ error: 'Say what should change.' }).trim().min(3, 'Say what should change, in at least 3 characters.').max(2000, 'Keep the feedback under 2,000 characters.'),
});
export const liveLinkBody = z.object({ url: httpUrl('Enter the live post’s link, starting with https://.') });

/**
 * Deliverables: submissions, review, auto-approval and release (delivery issue; design §7, §8). Each change is one
 * transaction that locks the deliverable's contract and row first (and its campaign when it may end the contract),
 * with the notices, the ledger's movements and the contract's change inside it.
 */
export function deliverableRoutes(ctx: ServerContext): Router {
  const r = Router();
  const both = requireUser(ctx, ['brand', 'influencer', 'admin', 'partner']);
  // A partner reviews its client's deliverables through these same routes, when the brand allows it (issue 25).
  const reviewer = requireUser(ctx, ['brand', 'partner']);
  /** The answer to a change: the deliverable and its contract as they stand now. */
  const done = async (deliverable: Deliverable) => ({ deliverable, contract: await contractById(ctx, deliverable.contractId) });
  /** Runs `work` on the locked deliverable inside one transaction. */
  const onDeliverable = <T>(req: Request, work: (tctx: ServerContext, deliverable: Deliverable) => Promise<T>, locks: WorkLocks = {}) =>
    inTransaction(ctx, async (tctx) => work(tctx, await reachableDeliverable(tctx, req.account!, String(req.params.id), locks)));

  r.get('/contracts/:id/deliverables', both, forClient(ctx, 'reviewDeliverables', 'contract'), route(async (req, res) => {
    const contract = await reachableContract(ctx, req.account!, String(req.params.id));
    const maxRevisions = (await campaignById(ctx, contract.campaignId))?.maxRevisions ?? 0;
    res.json({ contract, maxRevisions, items: await deliverablesOf(ctx, contract.id) });
  }));

  r.post('/deliverables/:id/submissions', requireUser(ctx, ['influencer']), multipart([{ name: 'file', maxCount: 1 }], 5), route(async (req, res) => {
    await checkCanSubmit(ctx, await reachableDeliverable(ctx, req.account!, String(req.params.id)));
    const input = await readSubmission(ctx, req);
    try {
      // Checked again on the locked row: another request may have moved the deliverable while the file was stored.
      const deliverable = await onDeliverable(req, (tctx, d) => submitDraft(tctx, d, input));
      res.status(201).json(await done(deliverable));
    } catch (error) {
      // Refused after the file was stored: nothing is kept.
      if (input.fileId) await removeMedia(ctx, input.fileId);
      throw error;
    }
  }));

  r.get('/deliverables/:id/submissions/:version/file', both, forClient(ctx, 'reviewDeliverables', 'deliverable'), route(async (req, res) => {
    const deliverable = await reachableDeliverable(ctx, req.account!, String(req.params.id));
    const fileId = deliverable.submissions.find((s) => String(s.version) === req.params.version)?.fileId;
    const media = fileId ? mediaFile(ctx, fileId) : null;
    if (!media || !fs.existsSync(media.file)) throw new HttpError(404, 'This version has no uploaded file.');
    res.set({ 'Content-Type': media.type, 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'private, no-store' }).send(fs.readFileSync(media.file));
  }));

  // Approving releases the creator's fee: a partner may only within the spending limit its brand set (issue 25).
  r.post('/deliverables/:id/approve', reviewer, forClient(ctx, 'reviewDeliverables', 'deliverable'), idempotent(ctx), route(async (req, res) => {
    const { deliverable, contract, released } = await onDeliverable(req, async (tctx, d) => {
      // The link is read again and locked before the fee moves: what the partner released this month counts too.
      const link = await lockRequestLink(tctx, req);
      const contract = link && (await contractById(tctx, d.contractId));
      if (link && contract) await assertWithinSpendingLimit(tctx, link, { currency: contract.currency, amount: contract.agreedFee }, 'approve this deliverable, which releases');
      const approved = await approveDeliverable(tctx, d, 'APPROVE', new Date(ctx.clock.now()).toISOString());
      const released = approved.released && contract;
      await attribute(tctx, req, { type: 'deliverable', id: d.id }, 'approved', released ? { id: releaseActionId(contract.id), spent: contract.agreedFee } : {});
      return approved;
    }, { campaign: true });
    res.json({ deliverable, contract, released });
  }));

  r.post('/deliverables/:id/request-revision', reviewer, forClient(ctx, 'reviewDeliverables', 'deliverable'), route(async (req, res) => {
    const { feedback } = parse(revisionBody, req.body);
    res.json(await done(await onDeliverable(req, async (tctx, d) => {
      const revised = await requestRevision(tctx, d, feedback);
      await attribute(tctx, req, { type: 'deliverable', id: d.id }, 'asked for a revision');
      return revised;
    })));
  }));

  r.post('/deliverables/:id/live-link', requireUser(ctx, ['influencer']), route(async (req, res) => {
    const deliverable = await onDeliverable(req, async (tctx, d) => {
      const { url } = parse(liveLinkBody, req.body);
      const campaign = await campaignById(tctx, d.campaignId);
      if (campaign) checkCampaignStarted(campaign, ctx.clock.now());
      return addLiveLink(tctx, d, url);
    });
    res.json(await done(deliverable));
  }));

  return r;
}
