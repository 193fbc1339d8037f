import * as v from 'valibot';
import type { Payment } from '../../machines/moneyTypes.ts';
import { api, request } from '../lib/api.ts';
import { PaymentSchema } from './payment-schemas.ts';

/** Launch payments (docs/decisions/0009-money.md "Launch payments"). Money-moving POSTs carry the intent's key. */
export type StartPaymentBody = { method: 'mpesa'; phone: string } | { method: 'paypal' };

const one = (d: unknown) => v.parse(PaymentSchema, d);
const List = v.object({ items: v.array(PaymentSchema) });
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

/** PayPal only: the payer came back through the cancel address without paying. */
export const cancelPayment = (id: string, idempotencyKey: string): Promise<Payment> =>
  request(() => api.post(`payments/${encodeURIComponent(id)}/cancel`, keyed(idempotencyKey)).json(), one, 'The payment could not be cancelled. Please try again.');
