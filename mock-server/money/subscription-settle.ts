import { eq } from 'drizzle-orm';
import { eatDate } from '../../src/domain/eat.ts';
import type { Payment, PaymentSubscription } from '../../src/domain/money-types.ts';
import { planById } from '../../src/domain/plans.ts';
import { periodEndFrom } from '../../src/domain/subscriptions.ts';
import type { ServerContext } from '../context.ts';
import { subscriptions } from '../db/schema/index.ts';
import { accountCode } from '../ledger/accounts.ts';
import { applyLinked } from '../ledger/ledger.ts';
import { notify } from '../notify.ts';
import { liveSubscriptionRow } from './subscription-records.ts';

const planName = (payment: Payment) => planById(payment.subscription?.planId ?? '')?.name ?? 'plan';

/**
 * A subscription payment went through (in the settling transaction, the payer's row locked first): the money is
 * Sauti's subscription revenue, one transfer under the provider's reference (`depositId`), so a replay is a no-op;
 * then the subscription is started for the period, or, for the plan already held (paid or in its grace), renewed
 * from its current end. Paying also takes back a cancellation. Returns what the payment paid for.
 */
export async function subscriptionPaid(tctx: ServerContext, payment: Payment, depositId: string, received: number): Promise<PaymentSubscription> {
  const paid = payment.subscription!;
  if (payment.method !== 'balance' && received > 0) {
    await applyLinked(tctx, [{
      kind: 'transfer', id: depositId, debit: accountCode.asset(payment.method, payment.currency), credit: accountCode.subscriptions(payment.currency),
      amount: received, currency: payment.currency, ref: { type: 'payment', id: payment.id },
    }]);
  }
  const now = new Date(tctx.clock.now()).toISOString();
  const current = await liveSubscriptionRow(tctx, payment.brandId, tctx.clock.now());
  if (current && current.planId === paid.planId) {
    const periodStart = current.currentPeriodEnd;
    const periodEnd = periodEndFrom(periodStart, paid.period);
    await tctx.db.update(subscriptions).set({ period: paid.period, currentPeriodStart: periodStart, currentPeriodEnd: periodEnd, cancelAtPeriodEnd: false })
      .where(eq(subscriptions.id, current.id));
    return { ...paid, subscriptionId: current.id, periodStart, periodEnd };
  }
  // Another plan's row (refused at the start, but it may have changed since): it ends, and the new plan starts now.
  if (current) await tctx.db.update(subscriptions).set({ status: 'ended' }).where(eq(subscriptions.id, current.id));
  const id = tctx.random.id();
  const periodEnd = periodEndFrom(now, paid.period);
  await tctx.db.insert(subscriptions).values({ id, accountId: payment.brandId, planId: paid.planId, period: paid.period, status: 'active', currentPeriodStart: now, currentPeriodEnd: periodEnd, createdAt: now });
  return { ...paid, subscriptionId: id, periodStart: now, periodEnd };
}

/** The payer's notice of how the subscription payment ended, linking to the upgrade page. */
export async function tellSubscriber(ctx: ServerContext, payment: Payment): Promise<void> {
  const name = planName(payment);
  if (payment.status === 'succeeded') {
    const until = payment.subscription?.periodEnd;
    await notify(ctx, {
      userId: payment.brandId, type: 'subscription_paid', href: '/upgrade', title: `Your ${name} plan is paid`,
      body: until ? `Thank you: your ${name} plan is paid until ${eatDate(until)}. Your receipt is on the upgrade page.` : `Thank you: your ${name} plan is paid.`,
    });
    return;
  }
  await notify(ctx, {
    userId: payment.brandId, type: `payment_${payment.status}`, href: '/upgrade', title: `Payment not completed: ${name} plan`,
    body: `${payment.reason ?? 'The payment did not go through.'} Nothing changed on your plan: you can pay again when you are ready.`,
  });
}
