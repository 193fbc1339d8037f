import { Router } from 'express';
import type { ServerContext } from '../context.ts';
import { requireUser } from '../sessions.ts';
import { adminInboxRoutes } from './admin-inbox.ts';
import { adminQueueRoutes } from './admin-queues.ts';
import { campaignReviewAdminRoutes } from './campaign-review.ts';
import { disputeAdminRoutes } from './disputes.ts';
import { earningsAdminRoutes } from './earnings.ts';
import { fundsAdminRoutes } from './funds.ts';
import { ledgerAdminRoutes } from './ledger-admin.ts';
import { receiptAdminRoutes } from './receipts.ts';
import { reviewAdminRoutes } from './reviews.ts';
import { verificationAdminRoutes } from './verification.ts';

/** Where every admin route lives, under /api. */
export const ADMIN_PREFIX = '/admin';

/**
 * Each area's admin routes, with paths relative to /admin and no guard of their own. A new admin route joins its
 * area's `…AdminRoutes` (or a new area joins this list); tests/mock-server/admin-guard.test.ts counts them.
 */
const AREAS = [
  adminInboxRoutes, adminQueueRoutes, campaignReviewAdminRoutes, verificationAdminRoutes,
  fundsAdminRoutes, earningsAdminRoutes, ledgerAdminRoutes, receiptAdminRoutes, disputeAdminRoutes, reviewAdminRoutes,
] as const;

/**
 * The one router for /admin (docs/decisions/0006): the admin guard runs once, first, for every /admin path present
 * or future (401 without a session, 403 for any other role), then each area's routes.
 */
export function adminApiRoutes(ctx: ServerContext): Router {
  const admin = Router();
  admin.use(requireUser(ctx, ['admin']));
  for (const area of AREAS) admin.use(area(ctx));
  return Router().use(ADMIN_PREFIX, admin);
}
