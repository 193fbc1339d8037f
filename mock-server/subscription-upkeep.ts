import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { eatDate } from '../src/domain/eat.ts';
import { GRACE_DAYS, planById } from '../src/domain/plans.ts';
import { RENEWAL_REMINDER_DAYS } from '../src/domain/plans.ts';
import type { ServerContext } from './context.ts';
import { subscriptions } from './db/schema/index.ts';
import { inTransaction } from './db/transaction.ts';
import { notify } from './notify.ts';

/**
 * Paid subscriptions over time (issue 19): there is no card on file for M-Pesa, so nothing is charged by itself.
 * RENEWAL_REMINDER_DAYS before the paid period ends the holder is reminded to pay (once per period), and a
 * subscription ends when it is no longer in force: at its period end when cancelled, else after the 7-day grace.
 * Both are claimed by `update … where still due … returning`, so each happens once even with two processes.
 */
const iso = (ms: number) => new Date(ms).toISOString();
const DAY = sql.raw(`interval '1 day'`);

/** The upkeep probe's part: when the first active subscription is owed a reminder or ends, walking subscriptions_active_end. */
export const firstSubscriptionDue = (nowMs: number) => sql`(select min(least(
    case when not ${subscriptions.cancelAtPeriodEnd} and ${subscriptions.currentPeriodEnd} > ${iso(nowMs)}::timestamptz
      and ${subscriptions.remindedFor} is distinct from ${subscriptions.currentPeriodEnd}
      then ${subscriptions.currentPeriodEnd} - ${RENEWAL_REMINDER_DAYS} * ${DAY} end,
    case when ${subscriptions.cancelAtPeriodEnd} then ${subscriptions.currentPeriodEnd} else ${subscriptions.currentPeriodEnd} + ${GRACE_DAYS} * ${DAY} end))
  from ${subscriptions} where ${subscriptions.status} = 'active')`;

/** Reminds each holder whose paid period ends within RENEWAL_REMINDER_DAYS, once per period. Returns how many. */
export async function sendRenewalReminders(ctx: ServerContext): Promise<number> {
  return inTransaction(ctx, async (tctx) => {
    const now = tctx.clock.now();
    const claimed = await tctx.db.update(subscriptions).set({ remindedFor: sql`${subscriptions.currentPeriodEnd}` })
      .where(and(
        eq(subscriptions.status, 'active'), eq(subscriptions.cancelAtPeriodEnd, false),
        gt(subscriptions.currentPeriodEnd, iso(now)), lte(subscriptions.currentPeriodEnd, iso(now + RENEWAL_REMINDER_DAYS * 24 * 60 * 60 * 1000)),
        or(isNull(subscriptions.remindedFor), sql`${subscriptions.remindedFor} <> ${subscriptions.currentPeriodEnd}`),
      ))
      .returning();
    for (const row of claimed) {
      const name = planById(row.planId)?.name ?? 'paid';
      await notify(tctx, {
        userId: row.accountId, type: 'subscription_renewal', href: '/upgrade',
        title: `Renew your ${name} plan by ${eatDate(row.currentPeriodEnd)}`,
        body: `Your ${name} plan is paid until ${eatDate(row.currentPeriodEnd)}. Nothing is charged by itself: renew on the upgrade page by M-Pesa or PayPal. If it is not renewed, your plan stays for ${GRACE_DAYS} more days, then your account moves to the free tier.`,
      });
    }
    return claimed.length;
  });
}

/** Ends the subscriptions no longer in force (cancelled and past their end, or past the grace). Returns how many. */
export async function endOverSubscriptions(ctx: ServerContext): Promise<number> {
  return inTransaction(ctx, async (tctx) => {
    const now = iso(tctx.clock.now());
    const ended = await tctx.db.update(subscriptions).set({ status: 'ended' }).where(and(
      eq(subscriptions.status, 'active'),
      or(
        and(eq(subscriptions.cancelAtPeriodEnd, true), lte(subscriptions.currentPeriodEnd, now)),
        lte(sql`${subscriptions.currentPeriodEnd} + ${GRACE_DAYS} * ${DAY}`, sql`${now}::timestamptz`),
      ),
    )).returning();
    for (const row of ended) {
      const name = planById(row.planId)?.name ?? 'paid';
      await notify(tctx, {
        userId: row.accountId, type: 'subscription_ended', href: '/upgrade', title: `Your ${name} plan has ended`,
        body: `Your ${name} plan has ended, and your account is on the free tier. What is already running keeps running. You can subscribe again on the upgrade page at any time.`,
      });
    }
    return ended.length;
  });
}

/** Both, in the order a clock that jumped far needs: a period that ended is not reminded after. */
export async function runSubscriptionUpkeep(ctx: ServerContext): Promise<void> {
  await endOverSubscriptions(ctx);
  await sendRenewalReminders(ctx);
}
