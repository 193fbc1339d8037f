import * as v from 'valibot';
import { CURRENCIES } from '../domain/campaign-types.ts';
import { PAYMENT_SOURCES, type Payment } from '../domain/money-types.ts';
import type { LaunchQuote } from '../domain/launch-quote.ts';
import { api, request } from '../lib/api.ts';
import { PaymentSchema } from './payment-schemas.ts';

/** Launch payments (docs/decisions/0009-money.md "Launch payments"). Money-moving POSTs carry the intent's key. */
export type StartPaymentBody = { method: 'mpesa'; phone: string } | { method: 'paypal' } | { method: 'balance' };

const one = (d: unknown) => v.parse(PaymentSchema, d);
export const List = v.object({ items: v.array(PaymentSchema) });
const keyed = (idempotencyKey: string) => ({ headers: { 'Idempotency-Key': idempotencyKey } });

export const startPayment = (campaignId: string, body: StartPaymentBody, idempotencyKey: string): Promise<Payment> =>
  request(
    () => api.post(`campaigns/${encodeURIComponent(campaignId)}/payments`, { json: body, ...keyed(idempotencyKey) }).json(),
    one,
    'The payment could not be started. Please try again.',
  );

export const fetchPayment = (id: string): Promise<Payment> =>
  request(() => api.get(`payments/${encodeURIComponent(id)}`).json(), one, 'We could not check the payment. Please try again.');

/** Newest first: the first one is the payment to resume after a reload. */
export const fetchCampaignPayments = (campaignId: string): Promise<Payment[]> =>
  request(
    () => api.get(`campaigns/${encodeURIComponent(campaignId)}/payments`).json(),
    (d) => v.parse(List, d).items,
    'We could not load this campaign’s payments. Please try again.',
  );

export const QuoteSchema = v.object({
  campaignId: v.string(), currency: v.picklist(CURRENCIES), budget: v.number(), freeLaunch: v.boolean(), launchFee: v.number(), standardFee: v.number(),
  total: v.number(), balance: v.number(), fromBalance: v.number(), amount: v.number(), method: v.picklist(PAYMENT_SOURCES),
});

/** What launching will cost (issue 19): the server's one computation, which the payment then asks for. */
export const fetchLaunchQuote = (campaignId: string): Promise<LaunchQuote> =>
  request(() => api.get(`campaigns/${encodeURIComponent(campaignId)}/launch-quote`).json(), (d) => v.parse(QuoteSchema, d), 'We could not work out what this launch costs. Please try again.');

/** PayPal only: the payer came back through the cancel address without paying. */
export const cancelPayment = (id: string, idempotencyKey: string): Promise<Payment> =>
  request(() => api.post(`payments/${encodeURIComponent(id)}/cancel`, keyed(idempotencyKey)).json(), one, 'The payment could not be cancelled. Please try again.');
