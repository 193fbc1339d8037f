import * as v from 'valibot';
import { CURRENCIES } from '../domain/campaign-types.ts';
import { PAYMENT_SOURCES, type Payment } from '../domain/money-types.ts';
import type { SubscriptionState } from '../domain/subscriptions.ts';
import { api, request } from '../lib/api.ts';
import { PlanSchema } from './auth.ts';
import { PaymentSchema } from './payment-schemas.ts';

/** Paid subscriptions (issue 19; docs/decisions/0013-plans.md): the state, paying for a plan, cancelling renewal. */
export type SubscriptionBody =
  | { planId: string; period: 'monthly' | 'annual'; method: 'mpesa'; phone: string }
  | { planId: string; period: 'monthly' | 'annual'; method: 'paypal' };

const PERIODS = ['monthly', 'annual'] as const;
const nullableString = v.nullable(v.string());

export const SubscriptionStateSchema = v.object({
  plan: PlanSchema,
  subscription: v.nullable(v.object({
    id: v.string(), planId: v.string(), planName: v.string(), period: v.picklist(PERIODS), currentPeriodStart: v.string(), currentPeriodEnd: v.string(),
    cancelAtPeriodEnd: v.boolean(), graceEnd: nullableString,
  })),
  openPayment: v.nullable(PaymentSchema),
  payments: v.array(v.object({
    id: v.string(), receiptNumber: nullableString, amount: v.number(), currency: v.picklist(CURRENCIES), method: v.picklist(PAYMENT_SOURCES),
    planId: v.string(), period: v.picklist(PERIODS), settledAt: nullableString,
  })),
  kesPerUsd: v.number(),
});

const state = (d: unknown) => v.parse(SubscriptionStateSchema, d);

export const fetchSubscription = (): Promise<SubscriptionState> =>
  request(() => api.get('v1/user/subscription').json(), state, 'We could not load your subscription. Please try again.');

export const startSubscription = (body: SubscriptionBody, idempotencyKey: string): Promise<Payment> =>
  request(
    () => api.post('v1/user/subscription', { json: body, headers: { 'Idempotency-Key': idempotencyKey } }).json(),
    (d) => v.parse(PaymentSchema, d),
    'The payment could not be started. Please try again.',
  );

export const cancelRenewal = (): Promise<SubscriptionState> =>
  request(() => api.post('v1/user/subscription/cancel').json(), state, 'Your plan could not be cancelled. Please try again.');

export const resumeRenewal = (): Promise<SubscriptionState> =>
  request(() => api.post('v1/user/subscription/resume').json(), state, 'Your plan could not be resumed. Please try again.');
