import fs from 'node:fs';
import { Router } from 'express';
import { z } from 'zod';
import type { ServerContext } from '../context.ts';
import { HttpError, parse, route } from '../http.ts';
import { idempotent } from '../idempotency.ts';
import { requireUser } from '../sessions.ts';
import { multipart } from '../uploads.ts';
import { reachableContract, reachableDeliverable } from '../delivery/access.ts';
import { approveDeliverable } from '../delivery/approval.ts';
import { deliverablesOf } from '../delivery/deliverables.ts';
import { mediaFile, removeMedia } from '../delivery/media.ts';
import { addLiveLink, requestRevision } from '../delivery/review.ts';
import { readSubmission } from '../delivery/submission-input.ts';
import { checkCanSubmit, submitDraft } from '../delivery/submissions.ts';
import { checkCampaignStarted } from '../delivery/timeline.ts';
import { httpUrl } from '../delivery/urls.ts';

const revisionBody = z.object({
  feedback: z.string({ error: 'Say what should change.' }).trim().min(3, 'Say what should change, in at least 3 characters.').max(2000, 'Keep the feedback under 2,000 characters.'),
});
const liveLinkBody = z.object({ url: httpUrl('Enter the live post’s link, starting with https://.') });

/** Deliverables: submissions, review, auto-approval and release (delivery issue; design §7, §8). */
export function deliverableRoutes(ctx: ServerContext): Router {
  const r = Router();
  const both = requireUser(ctx, ['brand', 'influencer', 'admin']);
  const done = (deliverable: unknown, contractId: string) => {
    ctx.store.write();
    return { deliverable, contract: ctx.store.get('contracts').find({ id: contractId }).value() };
  };

  r.get('/contracts/:id/deliverables', both, route((req, res) => {
    const contract = reachableContract(ctx, req.account!, String(req.params.id));
    const maxRevisions = ctx.store.get('campaigns').find({ id: contract.campaignId }).value()?.maxRevisions ?? 0;
    res.json({ contract, maxRevisions, items: deliverablesOf(ctx, contract.id) });
  }));

  r.post('/deliverables/:id/submissions', requireUser(ctx, ['influencer']), multipart([{ name: 'file', maxCount: 1 }], 5), route(async (req, res) => {
    const deliverable = reachableDeliverable(ctx, req.account!, String(req.params.id));
    checkCanSubmit(ctx, deliverable);
    const input = await readSubmission(ctx, req);
    try {
      submitDraft(ctx, deliverable, input);
    } catch (error) {
      // Refused after the file was stored (another request moved the deliverable meanwhile): nothing is kept.
      if (input.fileId) await removeMedia(ctx, input.fileId);
      throw error;
    }
    res.status(201).json(done(deliverable, deliverable.contractId));
  }));

  r.get('/deliverables/:id/submissions/:version/file', both, route((req, res) => {
    const deliverable = reachableDeliverable(ctx, req.account!, String(req.params.id));
    const fileId = deliverable.submissions.find((s) => String(s.version) === req.params.version)?.fileId;
    const media = fileId ? mediaFile(ctx, fileId) : null;
    if (!media || !fs.existsSync(media.file)) throw new HttpError(404, 'This version has no uploaded file.');
    res.set({ 'Content-Type': media.type, 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'private, no-store' }).send(fs.readFileSync(media.file));
  }));

  r.post('/deliverables/:id/approve', requireUser(ctx, ['brand']), idempotent(ctx), route(async (req, res) => { // PG-MERGE: await
    const deliverable = reachableDeliverable(ctx, req.account!, String(req.params.id));
    const { released } = await approveDeliverable(ctx, deliverable, 'APPROVE', new Date(ctx.clock.now()).toISOString());
    res.json({ ...done(deliverable, deliverable.contractId), released });
  }));

  r.post('/deliverables/:id/request-revision', requireUser(ctx, ['brand']), route((req, res) => {
    const deliverable = reachableDeliverable(ctx, req.account!, String(req.params.id));
    const { feedback } = parse(revisionBody, req.body);
    res.json(done(requestRevision(ctx, deliverable, feedback), deliverable.contractId));
  }));

  r.post('/deliverables/:id/live-link', requireUser(ctx, ['influencer']), route((req, res) => {
    const deliverable = reachableDeliverable(ctx, req.account!, String(req.params.id));
    const { url } = parse(liveLinkBody, req.body);
    const campaign = ctx.store.get('campaigns').find({ id: deliverable.campaignId }).value();
    if (campaign) checkCampaignStarted(campaign, ctx.clock.now());
    res.json(done(addLiveLink(ctx, deliverable, url), deliverable.contractId));
  }));

  return r;
}
