import { z } from 'zod';
import type { Withdrawal } from '../../src/domain/money-types.ts';
import type { ServerContext } from '../context.ts';
import { HttpError } from '../http.ts';
import { paypal, type PaypalAnswer } from '../providers/paypal/client.ts';
import { settleWithdrawal, updateWithdrawal, WITHDRAWAL_REASONS } from './withdrawal-settle.ts';

/** A payout item as PayPal shows it: in a batch, on its own, and as a webhook event's resource. */
export const payoutItem = z.object({
  payout_item_id: z.string().min(1),
  transaction_status: z.string().min(1),
  payout_batch_id: z.string().min(1),
  sender_batch_id: z.string().optional(),
});
type PayoutItem = z.infer<typeof payoutItem>;

const FAILED = new Set(['FAILED', 'BLOCKED', 'REFUNDED', 'REVERSED']);
const amountText = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

async function ask(ctx: ServerContext, method: 'GET' | 'POST', path: string, payload?: unknown, requestId?: string): Promise<PaypalAnswer | null> {
  try {
    return await paypal(ctx).call(method, path, payload, requestId);
  } catch (error) {
    if (error instanceof HttpError && error.status === 502) return null;
    throw error;
  }
}

/**
 * Applies what PayPal says of the item: SUCCESS pays; FAILED, BLOCKED, REFUNDED or REVERSED fail; RETURNED (an
 * UNCLAIMED item after 30 days) fails with the money back; PENDING, ONHOLD and UNCLAIMED keep it submitted.
 */
export async function applyItem(ctx: ServerContext, w: Withdrawal, item: PayoutItem): Promise<Withdrawal> {
  const paypalFacts = { senderBatchId: w.id, payoutBatchId: item.payout_batch_id, payoutItemId: item.payout_item_id, transactionStatus: item.transaction_status };
  const status = item.transaction_status;
  if (status === 'SUCCESS') return settleWithdrawal(ctx, w, { type: 'RESULT', success: true }, { paypal: paypalFacts });
  if (status === 'RETURNED') return settleWithdrawal(ctx, w, { type: 'RETURNED' }, { paypal: paypalFacts, reason: WITHDRAWAL_REASONS.paypalReturned });
  if (FAILED.has(status)) return settleWithdrawal(ctx, w, { type: 'RESULT', success: false }, { paypal: paypalFacts, reason: WITHDRAWAL_REASONS.paypalFailed });
  return w.status === 'submitted' ? updateWithdrawal(ctx, w.id, { paypal: paypalFacts }) : w;
}

/** Reads the batch's one item (right after creating it, or when its id is not known yet). */
async function readBatch(ctx: ServerContext, w: Withdrawal, batchId: string): Promise<Withdrawal> {
  const answer = await ask(ctx, 'GET', `/v1/payments/payouts/${encodeURIComponent(batchId)}`);
  const item = payoutItem.safeParse((answer?.body.items as unknown[] | undefined)?.[0]);
  if (item.success) return applyItem(ctx, w, item.data);
  return w.paypal ? updateWithdrawal(ctx, w.id, { paypal: { ...w.paypal, payoutBatchId: batchId } }) : w;
}

/** The batch a refused duplicate sender_batch_id points at: PayPal links the first payout. */
function earlierBatch(answer: PaypalAnswer): string | null {
  const links = Array.isArray(answer.body.links) ? (answer.body.links as { href?: unknown }[]) : [];
  const href = links.find((l) => typeof l.href === 'string')?.href as string | undefined;
  return answer.body.name === 'USER_BUSINESS_ERROR' && href ? (href.split('/').pop() ?? null) : null;
}

/**
 * Creates the payout: one item, sender_batch_id = the withdrawal id (PayPal refuses it again within 30 days, so a
 * retry never pays twice). Unreachable, it stays submitted and the next read sends it again.
 */
export async function sendPayout(ctx: ServerContext, w: Withdrawal, email: string): Promise<Withdrawal> {
  const answer = await ask(ctx, 'POST', '/v1/payments/payouts', {
    sender_batch_header: { sender_batch_id: w.id, email_subject: 'Your Sauti earnings are on their way' },
    items: [{ recipient_type: 'EMAIL', amount: { value: amountText(w.amount), currency: w.currency }, receiver: email, sender_item_id: w.id, note: 'Sauti creator earnings' }],
  }, w.id);
  if (!answer) return w;
  const header = answer.body.batch_header as { payout_batch_id?: unknown } | undefined;
  const batchId = answer.status === 201 && typeof header?.payout_batch_id === 'string' ? header.payout_batch_id : earlierBatch(answer);
  if (batchId) return readBatch(ctx, w, batchId);
  return settleWithdrawal(ctx, w, { type: 'RESULT', success: false }, { reason: WITHDRAWAL_REASONS.refused });
}

/** GET /withdrawals/:id for a PayPal withdrawal still submitted: read the item (or send the payout that never left). */
export async function refreshPayout(ctx: ServerContext, w: Withdrawal, email: string | null): Promise<Withdrawal> {
  if (w.status !== 'submitted' || !w.paypal) return w;
  if (w.paypal.payoutItemId) {
    const answer = await ask(ctx, 'GET', `/v1/payments/payouts-item/${encodeURIComponent(w.paypal.payoutItemId)}`);
    const item = payoutItem.safeParse(answer?.body);
    return item.success ? applyItem(ctx, w, item.data) : w;
  }
  if (w.paypal.payoutBatchId) return readBatch(ctx, w, w.paypal.payoutBatchId);
  return email ? sendPayout(ctx, w, email) : w;
}
