import fs from 'node:fs';
import { Router, type Request } from 'express';
import type { ServerContext } from '../context.ts';
import { HttpError, parse, route } from '../http.ts';
import { idempotent } from '../idempotency.ts';
import { matchesQuery, newestFirst, paginate } from '../paging.ts';
import { requireUser } from '../sessions.ts';
import { multipart } from '../uploads.ts';
import { reachableDeliverable } from '../delivery/access.ts';
import { campaignTitle } from '../delivery/notices.ts';
import { disputeRows, disputeView, isOpen, latestDisputeOf, reachableDispute, sideOf } from '../delivery/disputes.ts';
import { adminListQuery, decideBody, openBody, proposeBody, respondBody } from '../delivery/disputes-bodies.ts';
import { addEvidence, evidenceFile, readEvidence } from '../delivery/disputes-evidence.ts';
import { openDispute, withdrawDispute } from '../delivery/disputes-open.ts';
import { resolveDispute } from '../delivery/disputes-resolve.ts';
import { acceptProposal, proposeSplit, rejectProposal, respondToDispute } from '../delivery/disputes-steps.ts';
import type { Dispute } from '../../machines/disputeTypes.ts';

/** Disputes over a deliverable: response, evidence, mediation, proposals and the admin's decision (delivery issue; design §7). */
export function disputeRoutes(ctx: ServerContext): Router {
  const r = Router();
  const all = requireUser(ctx, ['brand', 'influencer', 'admin']);
  const sides = requireUser(ctx, ['brand', 'influencer']);
  const admin = requireUser(ctx, ['admin']);
  const dispute = (req: Request) => reachableDispute(ctx, req.account!, String(req.params.id));
  const done = (d: Dispute) => {
    ctx.store.write();
    return { dispute: disputeView(d) };
  };
  const now = () => new Date(ctx.clock.now()).toISOString();

  r.post('/deliverables/:id/disputes', sides, idempotent(ctx), route((req, res) => {
    const deliverable = reachableDeliverable(ctx, req.account!, String(req.params.id));
    res.status(201).json(done(openDispute(ctx, deliverable, sideOf(req.account!), parse(openBody, req.body))));
  }));

  r.get('/deliverables/:id/dispute', all, route((req, res) => {
    // A deliverable that was never disputed is the usual case, not an error: the answer is null.
    const found = latestDisputeOf(ctx, reachableDeliverable(ctx, req.account!, String(req.params.id)).id);
    res.json({ dispute: found ? disputeView(found) : null });
  }));

  r.get('/disputes/:id', all, route((req, res) => {
    res.json({ dispute: disputeView(dispute(req)) });
  }));

  r.post('/disputes/:id/respond', sides, route((req, res) => {
    const found = dispute(req);
    res.json(done(respondToDispute(ctx, found, sideOf(req.account!), parse(respondBody, req.body).text)));
  }));

  r.post('/disputes/:id/evidence', sides, multipart([{ name: 'file', maxCount: 1 }], 5), route(async (req, res) => {
    const found = dispute(req);
    res.status(201).json(done(await addEvidence(ctx, found, sideOf(req.account!), readEvidence(req))));
  }));

  r.get('/disputes/:id/evidence/:n/file', all, route((req, res) => {
    const fileId = dispute(req).evidence[Number(req.params.n) - 1]?.fileId;
    const stored = fileId ? evidenceFile(ctx, fileId) : null;
    if (!stored || !fs.existsSync(stored.file)) throw new HttpError(404, 'This evidence has no file.');
    res.set({ 'Content-Type': stored.type, 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'private, no-store' }).send(fs.readFileSync(stored.file));
  }));

  r.post('/disputes/:id/withdraw', sides, idempotent(ctx), route((req, res) => {
    res.json(done(withdrawDispute(ctx, dispute(req), sideOf(req.account!))));
  }));

  r.post('/disputes/:id/accept-proposal', sides, idempotent(ctx), route(async (req, res) => { // PG-MERGE: await
    res.json(done(await acceptProposal(ctx, dispute(req), sideOf(req.account!))));
  }));

  r.post('/disputes/:id/reject-proposal', sides, idempotent(ctx), route((req, res) => {
    res.json(done(rejectProposal(ctx, dispute(req), sideOf(req.account!))));
  }));

  r.get('/admin/disputes', admin, route((req, res) => {
    const { q, status, ...paging } = parse(adminListQuery, req.query, 'Some filters need attention.');
    const rows = disputeRows(ctx).filter((d) => (status === 'open' ? isOpen(d) : !status || d.status === status) && matchesQuery(q, [d.reason, campaignTitle(ctx, d.campaignId)]));
    const page = paginate(newestFirst(rows), paging);
    res.json({ ...page, items: page.items.map(disputeView) });
  }));

  r.post('/admin/disputes/:id/propose', admin, idempotent(ctx), route((req, res) => {
    const found = dispute(req);
    res.json(done(proposeSplit(ctx, found, req.account!.id, parse(proposeBody, req.body).creatorShare)));
  }));

  r.post('/admin/disputes/:id/decide', admin, idempotent(ctx), route(async (req, res) => { // PG-MERGE: await
    const found = dispute(req);
    const { outcome, creatorShare } = parse(decideBody, req.body);
    res.json(done(await resolveDispute(ctx, found, { type: 'DECIDE' }, { outcome, creatorShare, decidedBy: 'admin' }, now())));
  }));

  return r;
}
