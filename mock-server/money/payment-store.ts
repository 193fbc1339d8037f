import type { Payment } from '../../machines/moneyTypes.ts';
import { findCampaign, ownCampaign } from '../campaign-view.ts';
import type { ServerContext } from '../context.ts';
import { HttpError } from '../http.ts';
import { newestFirst } from '../paging.ts';
import type { Account } from '../types.ts';

export const NO_PAYMENT = 'There is no such payment.';

/** The `payments` collection (made on first use, so older data files keep working). */
export function paymentRows(ctx: ServerContext): Payment[] {
  const state = ctx.store.getState() as Record<string, unknown>;
  if (!Array.isArray(state.payments)) state.payments = [];
  return state.payments as Payment[];
}

export const findPayment = (ctx: ServerContext, id: string): Payment | undefined => paymentRows(ctx).find((p) => p.id === id);

/** A payment its brand or an admin may read; anyone else's is 404, so its existence stays private. */
export function readablePayment(ctx: ServerContext, account: Account, id: string): Payment {
  const payment = findPayment(ctx, id);
  if (!payment || (account.role !== 'admin' && payment.brandId !== account.id)) throw new HttpError(404, NO_PAYMENT);
  return payment;
}

/** A campaign's payments, newest first, for its brand or an admin. */
export function campaignPayments(ctx: ServerContext, account: Account, campaignId: string): Payment[] {
  const campaign = account.role === 'admin' ? findCampaign(ctx, campaignId) : ownCampaign(ctx, account, campaignId);
  return newestFirst(paymentRows(ctx).filter((p) => p.campaignId === campaign.id));
}

/** Changes a stored payment in place (no write: the caller's one write saves it with whatever else moved). */
export function updatePayment(ctx: ServerContext, id: string, changes: Partial<Payment>): Payment {
  const payment = findPayment(ctx, id);
  if (!payment) throw new HttpError(404, NO_PAYMENT);
  return Object.assign(payment, changes, { updatedAt: new Date(ctx.clock.now()).toISOString() });
}

/** "+254712345678" → "0712 ••• 678": enough for the brand to recognise the phone, not enough to copy it. */
export function maskPhone(e164: string): string {
  const local = `0${e164.slice(-9)}`;
  return `${local.slice(0, 4)} ••• ${local.slice(-3)}`;
}

/** A copy to send: the stored record holds nothing server-only, but a copy keeps callers from editing the store. */
export const toPayment = (payment: Payment): Payment => structuredClone(payment);
