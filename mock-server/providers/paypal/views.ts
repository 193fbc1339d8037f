import type { Link, Money, SimBatch, SimItem } from './types.ts';
import { batchStatus } from './state.ts';

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const json = { encType: 'application/json' } as const;

export const batchLink = (base: string, id: string, rel = 'self'): Link => ({ href: `${base}/v1/payments/payouts/${id}`, rel, method: 'GET', ...json });
export const itemLink = (base: string, id: string, rel = 'item'): Link => ({ href: `${base}/v1/payments/payouts-item/${id}`, rel, method: 'GET', ...json });

/** "12.30" → 1230. The schema has already checked the form: digits, a point, two digits. */
export const toMinor = (value: string) => Number(value.replace('.', ''));
export const fromMinor = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

/** The sandbox charges no fee. */
const noFee = (currency: string): Money => ({ currency, value: '0.00' });

/** `GET /v1/payments/payouts-item/:id`, and the resource of every item webhook. */
export function itemView(base: string, item: SimItem) {
  return {
    payout_item_id: item.id,
    ...(item.transactionId ? { transaction_id: item.transactionId } : {}),
    transaction_status: item.status,
    payout_item_fee: noFee(item.input.amount.currency),
    payout_batch_id: item.batchId,
    sender_batch_id: item.senderBatchId,
    payout_item: { ...item.input, recipient_wallet: 'PAYPAL' },
    ...(item.processedAt !== null ? { time_processed: iso(item.processedAt) } : {}),
    links: [itemLink(base, item.id, 'self'), batchLink(base, item.batchId, 'batch')],
  };
}

/** The batch header, with its status worked out from its items and its total in the items' one currency. */
export function batchHeader(batch: SimBatch, list: readonly SimItem[]) {
  const currency = list[0]?.input.amount.currency ?? 'USD';
  const total = list.reduce((sum, i) => sum + toMinor(i.input.amount.value), 0);
  const status = batchStatus(list);
  const done = list.map((i) => i.processedAt ?? 0);
  return {
    payout_batch_id: batch.id,
    batch_status: status,
    time_created: iso(batch.createdAt),
    ...(status === 'SUCCESS' ? { time_completed: iso(Math.max(...done)) } : {}),
    sender_batch_header: batch.senderBatchHeader,
    amount: { currency, value: fromMinor(total) },
    fees: noFee(currency),
  };
}

/** The 201 answer to a new payout: only the header, as PayPal's asynchronous mode answers. */
export function createdView(base: string, batch: SimBatch) {
  return {
    batch_header: { payout_batch_id: batch.id, batch_status: 'PENDING', sender_batch_header: batch.senderBatchHeader },
    links: [batchLink(base, batch.id)],
  };
}

/** `GET /v1/payments/payouts/:id`. */
export function batchView(base: string, batch: SimBatch, list: readonly SimItem[]) {
  return {
    batch_header: batchHeader(batch, list),
    items: list.map((i) => {
      const { links: _links, ...view } = itemView(base, i);
      return { ...view, links: [itemLink(base, i.id)] };
    }),
    links: [batchLink(base, batch.id)],
  };
}
