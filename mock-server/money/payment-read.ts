import type { Payment } from '../../src/domain/money-types.ts';
import type { ServerContext } from '../context.ts';
import { HttpError } from '../http.ts';
import type { Account } from '../types.ts';
import { checkStk } from './payment-mpesa.ts';
import { checkOrder, PAYPAL_CANCELLED } from './payment-paypal.ts';
import { isSettled, settlePayment } from './payment-settle.ts';
import { campaignPayments, readablePayment } from './payment-store.ts';

/**
 * The lazy deadlines (decision 0009), checked whenever a payment is read: an M-Pesa prompt past checkAfter is
 * unknown and an unknown one is queried; a PayPal order the payer approved is captured.
 */
export function refreshPayment(ctx: ServerContext, payment: Payment): Promise<Payment> {
  if (isSettled(payment)) return Promise.resolve(payment);
  return payment.method === 'mpesa' ? checkStk(ctx, payment) : checkOrder(ctx, payment);
}

/** `GET /payments/:id`. */
export async function readPayment(ctx: ServerContext, account: Account, id: string): Promise<Payment> {
  return refreshPayment(ctx, await readablePayment(ctx, account, id));
}

/** `GET /campaigns/:id/payments`: newest first, an open one brought up to date, so a reload resumes where it was. */
export async function listPayments(ctx: ServerContext, account: Account, campaignId: string): Promise<Payment[]> {
  const payments = await campaignPayments(ctx, account, campaignId);
  // One at a time: on PGlite's one connection, reads that settle would only queue anyway.
  const fresh: Payment[] = [];
  for (const p of payments) fresh.push(await refreshPayment(ctx, p));
  return fresh;
}

const NOT_CANCELLABLE: Record<Payment['status'], string> = {
  initiated: 'This payment is still starting, so it cannot be cancelled yet.',
  awaiting_payer: '',
  unknown: 'This payment is being checked, so it cannot be cancelled.',
  succeeded: 'This payment already went through, so it cannot be cancelled.',
  failed: 'This payment already failed; nothing was taken.',
  cancelled: 'This payment was already cancelled.',
};

/**
 * `POST /payments/:id/cancel`: the payer came back from PayPal through the cancel link. The order is read first,
 * so a payer who did approve it is charged and launched rather than cancelled.
 */
export async function cancelPayment(ctx: ServerContext, brand: Account, id: string): Promise<Payment> {
  const found = await readablePayment(ctx, brand, id);
  if (found.method !== 'paypal') throw new HttpError(409, 'Only a PayPal payment is cancelled here; an M-Pesa prompt is answered on the phone.');
  const payment = await refreshPayment(ctx, found);
  if (payment.status !== 'awaiting_payer') throw new HttpError(409, NOT_CANCELLABLE[payment.status]);
  return settlePayment(ctx, payment, { type: 'PAYER_CANCELLED' }, { reason: PAYPAL_CANCELLED });
}
