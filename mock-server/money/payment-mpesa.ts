import { MINOR_PER_MAJOR } from '../../src/domain/campaign-types.ts';
import type { Payment } from '../../src/domain/money-types.ts';
import { PAYMENT_REASONS, type QueryResultCode } from '../../machines/lifecycles/paymentMachine.ts';
import type { ServerContext } from '../context.ts';
import { HttpError } from '../http.ts';
import { mpesa } from '../providers/daraja/client.ts';
import { readDarajaConfig } from '../providers/daraja/config.ts';
import { signedCallbackUrl } from './callback-url.ts';
import { findPayment, updatePayment } from './payment-store.ts';
import { settleIfOpen, settlePayment } from './payment-settle.ts';

/** How long a prompt may wait for the payer before a read treats it as unknown and asks M-Pesa (decision 0009). */
export const CHECK_AFTER_MS = 120_000;
export const STK_CALLBACK_PATH = 'mpesa/stk';
export const CHECKING = 'We are checking with M-Pesa whether the payment went through.';
const NOT_SENT = PAYMENT_REASONS[1025] ?? 'M-Pesa could not send the payment prompt to the phone. Try again.';

const client = (ctx: ServerContext) => mpesa(ctx, readDarajaConfig());
export const mpesaLimit = () => readDarajaConfig().stkMaxAmount;
export const reasonFor = (code: number) => PAYMENT_REASONS[code] ?? `M-Pesa did not take the payment (code ${code}). Try again.`;

/** Daraja's AccountReference is at most 12 characters: enough to tell prompts apart on the phone. */
const accountReference = (payment: Payment) => `SAUTI-${payment.id.replace(/[^A-Za-z0-9]/g, '').slice(-6).toUpperCase()}`;

/**
 * Sends the STK Push for a stored `initiated` payment: an accepted push waits for the payer; a refused or
 * unreachable one fails the payment (and puts the campaign back to approved) with nothing taken.
 */
export async function pushStk(ctx: ServerContext, payment: Payment, phone: string): Promise<Payment> {
  let answer: Awaited<ReturnType<ReturnType<typeof client>['stkPush']>> | null = null;
  try {
    answer = await client(ctx).stkPush({
      amount: payment.amount / MINOR_PER_MAJOR,
      phoneNumber: phone.replace(/^\+/, ''),
      callbackUrl: signedCallbackUrl(ctx, STK_CALLBACK_PATH, payment.id),
      accountReference: accountReference(payment),
      transactionDesc: payment.purpose === 'subscription' ? 'Sauti subscription' : 'Campaign launch',
    });
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
  }
  const current = (await findPayment(ctx, payment.id)) ?? payment;
  const body = answer?.body ?? {};
  if (answer?.status !== 200 || body.ResponseCode !== '0' || typeof body.CheckoutRequestID !== 'string') {
    return settlePayment(ctx, current, { type: 'ACK_FAILED' }, { reason: answer ? NOT_SENT : 'M-Pesa could not be reached just now. Try again in a minute.' });
  }
  await updatePayment(ctx, current.id, {
    mpesa: { checkoutRequestId: body.CheckoutRequestID, merchantRequestId: String(body.MerchantRequestID ?? ''), receipt: null },
  });
  return settlePayment(ctx, current, { type: 'ACK' });
}

/**
 * Asks M-Pesa how an unknown payment ended. The simulator answers ResultCode as a string; an open prompt is
 * Daraja's 500 body "The transaction is being processed", which means pending. Anything else (M-Pesa down, an
 * error body) leaves the payment unknown for the next read: null.
 */
async function queryStk(ctx: ServerContext, checkoutRequestId: string): Promise<QueryResultCode | null> {
  try {
    const { status, body } = await client(ctx).stkQuery(checkoutRequestId);
    if (status === 200 && /^\d+$/.test(String(body.ResultCode ?? ''))) return Number(body.ResultCode);
    if (body.errorCode === '500.001.1001' && body.errorMessage === 'The transaction is being processed') return 'pending';
    return null;
  } catch (err) {
    if (err instanceof HttpError) return null;
    throw err;
  }
}

/** The lazy deadlines for an M-Pesa payment being read: past checkAfter it is unknown, and unknown is queried. */
export async function checkStk(ctx: ServerContext, payment: Payment): Promise<Payment> {
  let current = payment;
  const due = current.checkAfter !== null && Date.parse(current.checkAfter) <= ctx.clock.now();
  // Still `initiated` this late, the push never got its answer (the server stopped mid-call): without a
  // CheckoutRequestID there is nothing to query, and no callback can match, so it failed and the brand may pay again.
  if (current.status === 'initiated' && due) return settlePayment(ctx, current, { type: 'ACK_FAILED' }, { reason: NOT_SENT });
  // Timed out on this read: it is unknown now, and the next read asks M-Pesa, so the payer sees it being checked.
  if (current.status === 'awaiting_payer' && due) return settlePayment(ctx, current, { type: 'TIMEOUT' }, { reason: CHECKING });
  if (current.status !== 'unknown' || !current.mpesa) return current;
  const resultCode = await queryStk(ctx, current.mpesa.checkoutRequestId);
  // A callback may have settled it while the query was out.
  current = (await findPayment(ctx, current.id)) ?? current;
  if (resultCode === null || resultCode === 'pending') return current;
  return settleIfOpen(ctx, current, { type: 'QUERY_RESULT', resultCode }, { resultCode, reason: reasonFor(resultCode) });
}
