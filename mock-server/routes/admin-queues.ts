import { Router } from 'express';
import { countInStatus } from '../campaign-records.ts';
import type { ServerContext } from '../context.ts';
import { openDisputeCount } from '../delivery/disputes.ts';
import { route } from '../http.ts';
import { pendingVerificationCount } from '../people/creators.ts';
import { openReportCount } from '../reviews/reports.ts';

/**
 * What waits for an admin, counted as each queue counts it: campaigns in review, creators whose verification is
 * pending (an account since deleted is not listed, so not counted), disputes still open and reported reviews
 * not yet decided (issue 24). One count query each.
 */
export async function queueCounts(ctx: ServerContext): Promise<{ campaignsToReview: number; verifications: number; disputes: number; reviewReports: number }> {
  const campaignsToReview = await countInStatus(ctx, 'pending_review');
  const verifications = await pendingVerificationCount(ctx);
  const disputes = await openDisputeCount(ctx);
  const reviewReports = await openReportCount(ctx);
  return { campaignsToReview, verifications, disputes, reviewReports };
}

/** `GET /admin/queues`, under /admin (admin-api.ts). */
export function adminQueueRoutes(ctx: ServerContext): Router {
  const r = Router();
  r.get('/queues', route(async (_req, res) => {
    res.json(await queueCounts(ctx));
  }));
  return r;
}
