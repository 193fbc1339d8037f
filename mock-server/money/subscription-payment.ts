import { z } from 'zod';
import { MINOR_PER_MAJOR } from '../../src/domain/campaign-types.ts';
import { eatDate } from '../../src/domain/eat.ts';
import type { Payment } from '../../src/domain/money-types.ts';
import { mpesaMsisdn } from '../../src/domain/phone.ts';
import { audienceOf, planById } from '../../src/domain/plans.ts';
import { subscriptionPrice } from '../../src/domain/subscriptions.ts';
import type { ServerContext } from '../context.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { inTransaction } from '../db/transaction.ts';
import { HttpError, parse } from '../http.ts';
import { money } from '../ledger/errors.ts';
import { lockPlanHolder } from '../people/plan-in-force.ts';
import type { Account } from '../types.ts';
import { CHECK_AFTER_MS, mpesaLimit, pushStk } from './payment-mpesa.ts';
import { createOrder } from './payment-paypal.ts';
import { insertPayment, maskPhone } from './payment-store.ts';
import { liveSubscriptionRow } from './subscription-records.ts';

const PHONE_HELP = 'Enter a Kenyan phone number like 0712 345 678, 0112 345 678 or +254 712 345 678.';
const PLAN_HELP = 'Choose a plan.';
const PERIOD_HELP = 'Choose monthly or annual.';
export const OPEN_SUBSCRIPTION_PAYMENT = 'A payment for your plan is already in progress. Answer it, or wait until it is done, then try again.';

const plan = { planId: z.string({ error: PLAN_HELP }).min(1, PLAN_HELP), period: z.enum(['monthly', 'annual'], { error: PERIOD_HELP }) };

/** `POST /api/v1/user/subscription`: the plan, the period, and how to pay (M-Pesa with a phone, or PayPal). */
export const subscriptionPaymentBody = z.discriminatedUnion('method', [
  z.object({ ...plan, method: z.literal('mpesa'), phone: z.string({ error: PHONE_HELP }).refine((p) => mpesaMsisdn(p) !== null, PHONE_HELP) }).strict(),
  z.object({ ...plan, method: z.literal('paypal') }).strict(),
], { error: 'Choose how to pay: M-Pesa or PayPal.' });

const NO_PLANS = 'Plans are for brands, creators and partners.';

/**
 * Starts paying for a plan of the account's own audience (issue 19): the price of PLANS for the period, in KES at
 * KES_PER_USD by M-Pesa or in USD by PayPal. The payer's row is locked while the payment is stored, so a second
 * attempt meanwhile is refused (409, also kept by payments_one_open_subscription); the provider is asked after.
 * Nothing about the subscription changes until the payment succeeds (payment-settle.ts).
 */
export async function startSubscriptionPayment(ctx: ServerContext, account: Account, input: unknown): Promise<Payment> {
  const audience = audienceOf(account.role);
  if (!audience) throw new HttpError(403, NO_PLANS);
  const choice = parse(subscriptionPaymentBody, input);
  const chosen = planById(choice.planId);
  if (!chosen || chosen.audience !== audience) {
    const message = chosen ? `${chosen.name} is not one of your plans: choose one on the upgrade page.` : 'There is no such plan: choose one on the upgrade page.';
    throw new HttpError(422, message, { planId: [message] });
  }
  const price = subscriptionPrice(chosen, choice.period, choice.method);
  if (choice.method === 'mpesa' && price.amount > mpesaLimit() * MINOR_PER_MAJOR) {
    const message = `M-Pesa takes at most ${money(mpesaLimit() * MINOR_PER_MAJOR, 'KES')} in one payment, and this plan needs ${money(price.amount, 'KES')}. Pay monthly, or pay with PayPal.`;
    throw new HttpError(422, message, { method: [message] });
  }
  const phone = choice.method === 'mpesa' ? `+${mpesaMsisdn(choice.phone)!}` : null;
  const created = await inTransaction(ctx, async (tctx) => {
    await lockPlanHolder(tctx, account.id);
    const current = await liveSubscriptionRow(tctx, account.id, tctx.clock.now());
    if (current && current.planId !== chosen.id && tctx.clock.now() < Date.parse(current.currentPeriodEnd)) {
      const held = planById(current.planId)?.name ?? 'current';
      throw new HttpError(409, `Your ${held} plan is paid until ${eatDate(current.currentPeriodEnd)}. Cancel it, and subscribe to ${chosen.name} when it ends.`);
    }
    const at = new Date(tctx.clock.now()).toISOString();
    const payment: Payment = {
      id: tctx.random.id(), campaignId: null, brandId: account.id, purpose: 'subscription', method: choice.method,
      amount: price.amount, launchFee: 0, budget: 0, fromBalance: 0, freeLaunch: false, currency: price.currency,
      status: 'initiated', reason: null, resultCode: null, phone: phone && maskPhone(phone), mpesa: null, paypal: null,
      createdAt: at, updatedAt: at, settledAt: null, checkAfter: phone ? new Date(tctx.clock.now() + CHECK_AFTER_MS).toISOString() : null,
      subscription: { planId: chosen.id, period: choice.period, subscriptionId: null, periodStart: null, periodEnd: null },
    };
    await insertPayment(tctx, payment).catch((error: unknown) => {
      if (isUniqueViolation(error, 'payments_one_open_subscription')) throw new HttpError(409, OPEN_SUBSCRIPTION_PAYMENT);
      throw error;
    });
    return payment;
  });
  return phone ? pushStk(ctx, created, phone) : createOrder(ctx, created);
}
