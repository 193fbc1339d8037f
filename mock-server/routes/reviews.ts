import { Router } from 'express';
import type { ServerContext } from '../context.ts';
import { contractForUpdate } from '../contract-records.ts';
import { reachableContract } from '../delivery/access.ts';
import { inTransaction } from '../db/transaction.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { HttpError, parse, route } from '../http.ts';
import { requireUser } from '../sessions.ts';
import { decideReportBody, replyBody, reportBody, reportListQuery, reviewBody } from '../reviews/bodies.ts';
import { contractReviews, writeReview } from '../reviews/contract-reviews.ts';
import { replyToReview } from '../reviews/replies.ts';
import { decideReport, reportPage, reportReview } from '../reviews/reports.ts';
import { brandTrackRecord } from '../reviews/track-record.ts';

/**
 * Reviews both ways and a brand's track record (issue 24): each side of an ended contract rates the other within
 * 14 days; reviews show once both wrote or the window closed; the reviewed side replies once; whoever can read a
 * review, but its author, may report it to an admin (reports.ts).
 */
export function reviewRoutes(ctx: ServerContext): Router {
  const r = Router();
  const all = requireUser(ctx, ['brand', 'influencer', 'admin']);
  const sides = requireUser(ctx, ['brand', 'influencer']);
  const members = requireUser(ctx);

  r.get('/contracts/:id/reviews', all, route(async (req, res) => {
    const contract = await reachableContract(ctx, req.account!, String(req.params.id));
    res.json(await contractReviews(ctx, req.account!, contract));
  }));

  r.post('/contracts/:id/reviews', sides, route(async (req, res) => {
    const body = parse(reviewBody, req.body);
    try {
      const review = await inTransaction(ctx, async (tctx) => {
        await reachableContract(tctx, req.account!, String(req.params.id));
        // The contract's row orders the two sides' reviews (and a double click): each sees the other's, once stored.
        return writeReview(tctx, req.account!, (await contractForUpdate(tctx, String(req.params.id)))!, body);
      });
      res.status(201).json({ review });
    } catch (error) {
      if (isUniqueViolation(error, 'reviews_contract_side')) throw new HttpError(409, 'You have already reviewed this contract.');
      throw error;
    }
  }));

  r.post('/reviews/:id/reply', sides, route(async (req, res) => {
    const { text } = parse(replyBody, req.body);
    res.json({ review: await inTransaction(ctx, (tctx) => replyToReview(tctx, req.account!, String(req.params.id), text)) });
  }));

  r.post('/reviews/:id/reports', requireUser(ctx, ['brand', 'influencer', 'partner']), route(async (req, res) => {
    const { reason } = parse(reportBody, req.body);
    res.status(201).json({ report: await reportReview(ctx, req.account!, String(req.params.id), reason) });
  }));

  r.get('/brands/:id/track-record', members, route(async (req, res) => {
    res.json({ trackRecord: await brandTrackRecord(ctx, String(req.params.id)) });
  }));

  return r;
}

/** The admin's queue of reported reviews and the decision on each; under /admin (admin-api.ts). */
export function reviewAdminRoutes(ctx: ServerContext): Router {
  const r = Router();

  r.get('/review-reports', route(async (req, res) => {
    const { status, page, pageSize } = parse(reportListQuery, req.query, 'Some filters need attention.');
    res.json(await reportPage(ctx, status ?? 'open', { page, pageSize }));
  }));

  r.post('/review-reports/:id/decide', route(async (req, res) => {
    const { decision } = parse(decideReportBody, req.body);
    res.json({ report: await inTransaction(ctx, (tctx) => decideReport(tctx, req.account!, String(req.params.id), decision)) });
  }));

  return r;
}
