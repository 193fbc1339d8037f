import { and, eq } from 'drizzle-orm';
import { GRACE_DAYS, planById } from '../../src/domain/plans.ts';
import type { SubscriptionView } from '../../src/domain/subscriptions.ts';
import type { ServerContext } from '../context.ts';
import { subscriptions } from '../db/schema/index.ts';

/** The `subscriptions` rows (docs/decisions/0013-plans.md, "Paid subscriptions"). */
export type SubscriptionRow = typeof subscriptions.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the plan stops being in force: the period end when cancelled, else the end of the 7-day grace after it. */
export const inForceUntil = (row: Pick<SubscriptionRow, 'currentPeriodEnd' | 'cancelAtPeriodEnd'>): number =>
  Date.parse(row.currentPeriodEnd) + (row.cancelAtPeriodEnd ? 0 : GRACE_DAYS * DAY_MS);

/** The account's active row, locked for the rest of the transaction when `lock`; null when it has none. */
export async function activeSubscriptionRow(ctx: Pick<ServerContext, 'db'>, accountId: string, { lock = false } = {}): Promise<SubscriptionRow | null> {
  const query = ctx.db.select().from(subscriptions).where(and(eq(subscriptions.accountId, accountId), eq(subscriptions.status, 'active'))).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * The active row that still counts at `now`: one past its grace (or past its end when cancelled) is ended here, in
 * the caller's transaction, as the upkeep would have done, so a new subscription can start.
 */
export async function liveSubscriptionRow(tctx: Pick<ServerContext, 'db'>, accountId: string, now: number): Promise<SubscriptionRow | null> {
  const row = await activeSubscriptionRow(tctx, accountId, { lock: true });
  if (!row || now < inForceUntil(row)) return row;
  await tctx.db.update(subscriptions).set({ status: 'ended' }).where(eq(subscriptions.id, row.id));
  return null;
}

export function subscriptionView(row: SubscriptionRow): SubscriptionView {
  return {
    id: row.id, planId: row.planId, planName: planById(row.planId)?.name ?? row.planId, period: row.period,
    currentPeriodStart: row.currentPeriodStart, currentPeriodEnd: row.currentPeriodEnd, cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    graceEnd: row.cancelAtPeriodEnd ? null : new Date(inForceUntil(row)).toISOString(),
  };
}
