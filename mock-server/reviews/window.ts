import { and, eq, isNotNull } from 'drizzle-orm';
import { REVIEW_WINDOW_DAYS } from '../../src/domain/review-types.ts';
import type { Contract } from '../../src/domain/campaign-types.ts';
import type { ServerContext } from '../context.ts';
import { contractEnd } from '../contract-records.ts';
import { disputes } from '../db/schema/delivery.ts';

export const REVIEW_WINDOW_MS = REVIEW_WINDOW_DAYS * 24 * 60 * 60 * 1000;

export interface ReviewWindow {
  reviewable: boolean;
  endedAt: string | null;
  closesAt: string | null;
  /** Reviews can be written now (server clock). */
  open: boolean;
}

/**
 * A contract opens reviews when it ended with work done: completed (the fee, or a dispute's share, released), or
 * cancelled by a dispute's refund. A contract cancelled before its work (by the brand, or with its campaign) opens
 * none: there is nothing to judge. The window runs REVIEW_WINDOW_DAYS from the end, on the server's movable clock.
 */
export async function reviewWindow(ctx: ServerContext, contract: Contract): Promise<ReviewWindow> {
  const closed: ReviewWindow = { reviewable: false, endedAt: null, closesAt: null, open: false };
  if (contract.status === 'active') return closed;
  const endedAt = await contractEnd(ctx, contract.id);
  if (!endedAt) return closed;
  const reviewable = contract.status === 'completed' || (await settledByDispute(ctx, contract.id));
  if (!reviewable) return { ...closed, endedAt };
  const closesAt = new Date(Date.parse(endedAt) + REVIEW_WINDOW_MS).toISOString();
  return { reviewable, endedAt, closesAt, open: ctx.clock.now() < Date.parse(closesAt) };
}

async function settledByDispute(ctx: ServerContext, contractId: string): Promise<boolean> {
  const [row] = await ctx.db.select({ id: disputes.id }).from(disputes)
    .where(and(eq(disputes.contractId, contractId), isNotNull(disputes.resolution))).limit(1);
  return row !== undefined;
}
