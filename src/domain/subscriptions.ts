import { MINOR_PER_MAJOR, type Currency } from './campaign-types.ts';
import type { Payment, PaymentMethod } from './money-types.ts';
import { KES_PER_USD, type BillingPeriod, type Plan, type PlanInForce } from './plans.ts';

/**
 * Paid subscriptions (issue 19; docs/decisions/0013-plans.md, "Paid subscriptions"), shared by the upgrade page and
 * the local API: the price of a plan for a period in the currency its method takes, the period's arithmetic, and
 * the state `GET /api/v1/user/subscription` answers.
 */


/** M-Pesa takes KES (at KES_PER_USD), PayPal the plan's own USD price. */
export const SUBSCRIPTION_CURRENCY: Readonly<Record<PaymentMethod, Currency>> = { mpesa: 'KES', paypal: 'USD' };

/** The plan's price for `period` (the annual price as PLANS has it), in minor units of the currency `method` takes. */
export function subscriptionPrice(plan: Pick<Plan, 'monthly' | 'annual'>, period: BillingPeriod, method: PaymentMethod): { amount: number; currency: Currency } {
  const usd = period === 'annual' ? plan.annual : plan.monthly;
  const currency = SUBSCRIPTION_CURRENCY[method];
  return { amount: usd * (currency === 'KES' ? KES_PER_USD : 1) * MINOR_PER_MAJOR, currency };
}

/** One calendar month or year after `fromIso` (UTC), the day kept or, when the month is shorter, its last day. */
export function periodEndFrom(fromIso: string, period: BillingPeriod): string {
  const from = new Date(fromIso);
  const months = period === 'annual' ? 12 : 1;
  const target = new Date(from);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return target.toISOString();
}

/** The account's current subscription, as the API answers it. */
export interface SubscriptionView {
  id: string;
  planId: string;
  planName: string;
  period: BillingPeriod;
  currentPeriodStart: string;
  /** Paid until then. */
  currentPeriodEnd: string;
  /** Cancelled: the plan stays until the period ends, then it ends; nothing renews. */
  cancelAtPeriodEnd: boolean;
  /** When the 7-day grace after an unpaid period end runs out (null when cancelled). */
  graceEnd: string | null;
}

/** `GET /api/v1/user/subscription`. */
export interface SubscriptionState {
  plan: PlanInForce;
  subscription: SubscriptionView | null;
  /** A subscription payment still open (waiting for the phone or PayPal), or null. */
  openPayment: Payment | null;
  /** The subscription payments that went through, newest first, each with its receipt number. */
  payments: Array<{ id: string; receiptNumber: string | null; amount: number; currency: Currency; method: Payment['method']; planId: string; period: BillingPeriod; settledAt: string | null }>;
  kesPerUsd: number;
}
