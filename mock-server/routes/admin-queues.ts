import { Router } from 'express';
import type { Verification } from '../../machines/campaignTypes.ts';
import { countInStatus } from '../campaign-records.ts';
import type { ServerContext } from '../context.ts';
import { creatorById } from '../creators.ts';
import { disputeRows, isOpen } from '../delivery/disputes.ts';
import { route } from '../http.ts';
import { requireUser } from '../sessions.ts';

/**
 * What waits for an admin, counted as each queue counts it: campaigns in review, creators whose verification is
 * pending (an account since deleted is not listed, so not counted) and disputes still open.
 */
export function adminQueueRoutes(ctx: ServerContext): Router {
  const r = Router();
  r.get('/admin/queues', requireUser(ctx, ['admin']), route(async (_req, res) => {
    const campaignsToReview = await countInStatus(ctx, 'pending_review');
    const verifications = (ctx.store.get('verifications').value() as Verification[]).filter((v) => v.status === 'pending' && creatorById(ctx, v.creatorId)).length; // PG-MERGE: verifications
    const disputes = disputeRows(ctx).filter(isOpen).length; // PG-MERGE: deliverables
    res.json({ campaignsToReview, verifications, disputes });
  }));
  return r;
}
