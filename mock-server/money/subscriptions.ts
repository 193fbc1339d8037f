import { and, desc, eq, inArray } from 'drizzle-orm';
import { eatDate } from '../../src/domain/eat.ts';
import type { Payment } from '../../src/domain/money-types.ts';
import { audienceOf, planById } from '../../src/domain/plans.ts';
import { KES_PER_USD } from '../../src/domain/plans.ts';
import type { SubscriptionState } from '../../src/domain/subscriptions.ts';
import type { ServerContext } from '../context.ts';
import { payments, receipts, subscriptions } from '../db/schema/index.ts';
import { inTransaction } from '../db/transaction.ts';
import { HttpError } from '../http.ts';
import { accountPlan, lockPlanHolder } from '../people/plan-in-force.ts';
import type { Account } from '../types.ts';
import { refreshPayment } from './payment-read.ts';
import { activeSubscriptionRow, inForceUntil, liveSubscriptionRow, subscriptionView } from './subscription-records.ts';

const NO_PLANS = 'Plans are for brands, creators and partners.';
const OPEN = ['initiated', 'awaiting_payer', 'unknown'] as const;

const assertHolder = (account: Account) => {
  if (!audienceOf(account.role)) throw new HttpError(403, NO_PLANS);
};

/**
 * `GET /api/v1/user/subscription`: the plan in force, the active subscription, an open payment brought up to date
 * (so a reload resumes following it), and the payments that went through with their receipt numbers.
 */
export async function subscriptionState(ctx: ServerContext, account: Account): Promise<SubscriptionState> {
  assertHolder(account);
  const mine = and(eq(payments.brandId, account.id), eq(payments.purpose, 'subscription'));
  const [open] = await ctx.db.select().from(payments).where(and(mine, inArray(payments.status, OPEN))).limit(1);
  // Reading an open payment settles what is due (decision 0009's lazy deadlines), so it is read before the rest.
  const fresh = open ? await refreshPayment(ctx, (({ seq: _seq, ...p }) => p as Payment)(open)) : null;
  const paid = await ctx.db.select().from(payments).where(and(mine, eq(payments.status, 'succeeded'))).orderBy(desc(payments.settledAt), desc(payments.seq));
  const numbers = paid.length === 0 ? new Map<string, string>() : new Map((await ctx.db.select({ number: receipts.number, paymentId: receipts.paymentId }).from(receipts)
    .where(inArray(receipts.paymentId, paid.map((p) => p.id)))).map((r) => [r.paymentId!, r.number]));
  const row = await activeSubscriptionRow(ctx, account.id);
  return {
    plan: await accountPlan(ctx, account),
    subscription: row && ctx.clock.now() < inForceUntil(row) ? subscriptionView(row) : null,
    openPayment: fresh && (OPEN as readonly string[]).includes(fresh.status) ? fresh : null,
    payments: paid.map((p) => ({
      id: p.id, receiptNumber: numbers.get(p.id) ?? null, amount: p.amount, currency: p.currency, method: p.method,
      planId: p.subscription!.planId, period: p.subscription!.period, settledAt: p.settledAt,
    })),
    kesPerUsd: KES_PER_USD,
  };
}

/**
 * `POST /api/v1/user/subscription/cancel` (`{ cancel: true }`) stops renewal: the plan stays until the paid period
 * ends, then the account falls to its trial or the free tier; nothing is refunded, nothing is owed.
 * `POST /api/v1/user/subscription/resume` takes that back while the period still runs.
 */
export async function setCancelAtPeriodEnd(ctx: ServerContext, account: Account, cancel: boolean): Promise<SubscriptionState> {
  assertHolder(account);
  await inTransaction(ctx, async (tctx) => {
    await lockPlanHolder(tctx, account.id);
    const row = await liveSubscriptionRow(tctx, account.id, tctx.clock.now());
    if (!row) throw new HttpError(409, 'You have no paid plan to change.');
    const name = planById(row.planId)?.name ?? 'Your';
    if (!cancel && tctx.clock.now() >= Date.parse(row.currentPeriodEnd)) {
      throw new HttpError(409, `Your ${name} plan's paid period has ended: pay to renew it instead.`);
    }
    if (row.cancelAtPeriodEnd === cancel) {
      throw new HttpError(409, cancel ? `Your ${name} plan is already cancelled: it ends on ${eatDate(row.currentPeriodEnd)}.` : `Your ${name} plan is not cancelled.`);
    }
    await tctx.db.update(subscriptions).set({ cancelAtPeriodEnd: cancel }).where(eq(subscriptions.id, row.id));
  });
  return subscriptionState(ctx, account);
}
