import fs from 'node:fs';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import { Router, type Request } from 'express';
import type { Dispute } from '../../src/domain/dispute-types.ts';
import type { ServerContext } from '../context.ts';
import { selectPage, textMatch } from '../db/paging.ts';
import { disputes } from '../db/schema/index.ts';
import { inTransaction } from '../db/transaction.ts';
import { HttpError, parse, route } from '../http.ts';
import { idempotent } from '../idempotency.ts';
import { requireUser } from '../sessions.ts';
import { multipart } from '../uploads.ts';
import { reachableDeliverable, type WorkLocks } from '../delivery/access.ts';
import { campaignsTitled } from '../delivery/campaigns-titled.ts';
import { latestDisputeOf, openSql, reachableDispute, sideOf } from '../delivery/disputes.ts';
import { disputeAnswer, disputeViews } from '../messages/dispute-threads.ts';
import { adminListQuery, decideBody, openBody, proposeBody, respondBody } from '../delivery/disputes-bodies.ts';
import { addEvidence, checkCanAddEvidence, evidenceFile, readEvidence, removeEvidenceFile, storeEvidenceFile } from '../delivery/disputes-evidence.ts';
import { openDispute, withdrawDispute } from '../delivery/disputes-open.ts';
import { resolveDispute } from '../delivery/disputes-resolve.ts';
import { acceptProposal, proposeSplit, rejectProposal, respondToDispute } from '../delivery/disputes-steps.ts';
import { fromDisputeRow } from '../delivery/rows.ts';


/**
 * Runs `step` on the locked dispute inside one transaction, and answers with the dispute. `locks.campaign` for a
 * step that may end the contract (a resolution), as the campaign may complete with it.
 */
const stepper = (ctx: ServerContext) =>
  async (req: Request, step: (tctx: ServerContext, d: Dispute) => Promise<Dispute>, locks: WorkLocks = {}) =>
    ({ dispute: await disputeAnswer(ctx, await inTransaction(ctx, async (tctx) => step(tctx, await reachableDispute(tctx, req.account!, String(req.params.id), locks)))) });

/**
 * Disputes over a deliverable: response, evidence, mediation, proposals and the admin's decision (delivery issue;
 * design §7). Each step is one transaction on the dispute's locked rows (lockDispute), with its notices and the
 * ledger's movements inside it.
 */
export function disputeRoutes(ctx: ServerContext): Router {
  const r = Router();
  const all = requireUser(ctx, ['brand', 'influencer', 'admin']);
  const sides = requireUser(ctx, ['brand', 'influencer']);
  const onDispute = stepper(ctx);

  r.post('/deliverables/:id/disputes', sides, idempotent(ctx), route(async (req, res) => {
    const body = parse(openBody, req.body);
    const dispute = await inTransaction(ctx, async (tctx) => {
      const deliverable = await reachableDeliverable(tctx, req.account!, String(req.params.id), {});
      return openDispute(tctx, deliverable, sideOf(req.account!), body);
    });
    res.status(201).json({ dispute: await disputeAnswer(ctx, dispute) });
  }));

  r.get('/deliverables/:id/dispute', all, route(async (req, res) => {
    // A deliverable that was never disputed is the usual case, not an error: the answer is null.
    const found = await latestDisputeOf(ctx, (await reachableDeliverable(ctx, req.account!, String(req.params.id))).id);
    res.json({ dispute: found ? await disputeAnswer(ctx, found) : null });
  }));

  r.get('/disputes/:id', all, route(async (req, res) => {
    res.json({ dispute: await disputeAnswer(ctx, await reachableDispute(ctx, req.account!, String(req.params.id))) });
  }));

  r.post('/disputes/:id/respond', sides, route(async (req, res) => {
    const { text } = parse(respondBody, req.body);
    res.json(await onDispute(req, (tctx, d) => respondToDispute(tctx, d, sideOf(req.account!), text)));
  }));

  r.post('/disputes/:id/evidence', sides, multipart([{ name: 'file', maxCount: 1 }], 5), route(async (req, res) => {
    await checkCanAddEvidence(ctx, await reachableDispute(ctx, req.account!, String(req.params.id)));
    const input = readEvidence(req);
    const fileId = await storeEvidenceFile(ctx, input.file);
    try {
      // Checked again on the locked row: another request may have ended the dispute while the file was stored.
      res.status(201).json(await onDispute(req, (tctx, d) => addEvidence(tctx, d, sideOf(req.account!), input.text, fileId)));
    } catch (error) {
      if (fileId) await removeEvidenceFile(ctx, fileId);
      throw error;
    }
  }));

  r.get('/disputes/:id/evidence/:n/file', all, route(async (req, res) => {
    const fileId = (await reachableDispute(ctx, req.account!, String(req.params.id))).evidence[Number(req.params.n) - 1]?.fileId;
    const stored = fileId ? evidenceFile(ctx, fileId) : null;
    if (!stored || !fs.existsSync(stored.file)) throw new HttpError(404, 'This evidence has no file.');
    res.set({ 'Content-Type': stored.type, 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'private, no-store' }).send(fs.readFileSync(stored.file));
  }));

  r.post('/disputes/:id/withdraw', sides, idempotent(ctx), route(async (req, res) => {
    res.json(await onDispute(req, (tctx, d) => withdrawDispute(tctx, d, sideOf(req.account!))));
  }));

  r.post('/disputes/:id/accept-proposal', sides, idempotent(ctx), route(async (req, res) => {
    res.json(await onDispute(req, (tctx, d) => acceptProposal(tctx, d, sideOf(req.account!)), { campaign: true }));
  }));

  r.post('/disputes/:id/reject-proposal', sides, idempotent(ctx), route(async (req, res) => {
    res.json(await onDispute(req, (tctx, d) => rejectProposal(tctx, d, sideOf(req.account!))));
  }));

  return r;
}

/** The admin's list of disputes, a proposed split and the decision; under /admin (admin-api.ts). */
export function disputeAdminRoutes(ctx: ServerContext): Router {
  const r = Router();
  const onDispute = stepper(ctx);
  const now = () => new Date(ctx.clock.now()).toISOString();

  r.get('/disputes', route(async (req, res) => {
    const { q, status, ...paging } = parse(adminListQuery, req.query, 'Some filters need attention.');
    const where = and(
      status === 'open' ? openSql : status ? eq(disputes.status, status) : undefined,
      q ? or(textMatch(q, [disputes.reason]), inArray(disputes.campaignId, campaignsTitled(ctx, q))) : undefined,
    );
    const page = await selectPage(ctx.db, disputes, where, [desc(disputes.createdAt), desc(disputes.seq)], paging);
    res.json({ ...page, items: await disputeViews(ctx, page.items.map(fromDisputeRow)) });
  }));

  r.post('/disputes/:id/propose', idempotent(ctx), route(async (req, res) => {
    const { creatorShare } = parse(proposeBody, req.body);
    res.json(await onDispute(req, (tctx, d) => proposeSplit(tctx, d, req.account!.id, creatorShare)));
  }));

  r.post('/disputes/:id/decide', idempotent(ctx), route(async (req, res) => {
    const { outcome, creatorShare } = parse(decideBody, req.body);
    res.json(await onDispute(req, (tctx, d) => resolveDispute(tctx, d, { type: 'DECIDE' }, { outcome, creatorShare, decidedBy: 'admin' }, now()), { campaign: true }));
  }));

  return r;
}
