import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { isoTime } from './columns.ts';

/**
 * Paid plans (docs/decisions/0013-plans.md). Nothing sells them yet: the table is here so the plan in force
 * (mock-server/people/plan-in-force.ts) already reads it. One row per subscription; an account has at most one
 * that is `active` (renewing or in its grace period); `ended` rows are history.
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
  createdAt: isoTime('created_at').notNull(),
}, (t) => [
  uniqueIndex('subscriptions_one_active').on(t.accountId).where(sql`${t.status} = 'active'`),
  index('subscriptions_account').on(t.accountId, t.createdAt),
  check('subscriptions_period', sql`${t.period} in ('monthly', 'annual')`),
  check('subscriptions_status', sql`${t.status} in ('active', 'ended')`),
]);
