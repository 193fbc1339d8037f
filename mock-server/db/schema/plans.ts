import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { isoTime } from './columns.ts';

/**
 * Paid plans (docs/decisions/0013-plans.md), written by mock-server/money/subscription-*.ts and read by the plan in
 * force (mock-server/people/plan-in-force.ts). One row per subscription; an account has at most one that is
 * `active` (paid, or in its grace period); `ended` rows are history. A renewal moves the same row's period end.
 */
export const subscriptions = pgTable('subscriptions', {
  id: text().primaryKey(),
  accountId: text('account_id').notNull(),
  planId: text('plan_id').notNull(),
  period: text({ enum: ['monthly', 'annual'] }).notNull(),
  status: text({ enum: ['active', 'ended'] }).notNull(),
  currentPeriodStart: isoTime('current_period_start').notNull(),
  /** Paid until then; in grace for 7 days after unless `cancelAtPeriodEnd`. */
  currentPeriodEnd: isoTime('current_period_end').notNull(),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** The period end the renewal reminder was sent for: one reminder per period, claimed by an update. */
  remindedFor: isoTime('reminded_for'),
  createdAt: isoTime('created_at').notNull(),
}, (t) => [
  // The upkeep's walk for the next renewal reminder or ending: active rows by their period end.
  index('subscriptions_active_end').on(t.currentPeriodEnd).where(sql`${t.status} = 'active'`),
  uniqueIndex('subscriptions_one_active').on(t.accountId).where(sql`${t.status} = 'active'`),
  index('subscriptions_account').on(t.accountId, t.createdAt),
  check('subscriptions_period', sql`${t.period} in ('monthly', 'annual')`),
  check('subscriptions_status', sql`${t.status} in ('active', 'ended')`),
]);
