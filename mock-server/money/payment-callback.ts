import { z } from 'zod';
import { MINOR_PER_MAJOR } from '../../src/domain/campaign-types.ts';
import { outcomeOf } from '../../machines/lifecycles/paymentMachine.ts';
import type { ServerContext } from '../context.ts';
import { HttpError } from '../http.ts';
import { CHECKING, reasonFor } from './payment-mpesa.ts';
import { findPayment } from './payment-store.ts';
import { isSettled, settleIfOpen } from './payment-settle.ts';

const item = z.object({ Name: z.string(), Value: z.union([z.string(), z.number()]).optional() });

/** Daraja's STK callback (design §1 [D3]): CallbackMetadata only on ResultCode 0, with the receipt and amount. */
export const stkCallback = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string(),
      CheckoutRequestID: z.string().min(1),
      ResultCode: z.number().int(),
      ResultDesc: z.string(),
      CallbackMetadata: z.object({ Item: z.array(item) }).optional(),
    }),
  }),
});

export const ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' } as const;

const MALFORMED = 'This is not a Daraja STK callback body.';

function metadata(items: z.infer<typeof item>[] | undefined) {
  const value = (name: string) => items?.find((i) => i.Name === name)?.Value;
  const receipt = value('MpesaReceiptNumber');
  const amount = Number(value('Amount'));
  return { receipt: typeof receipt === 'string' && receipt ? receipt : null, received: Number.isFinite(amount) && amount > 0 ? Math.round(amount * MINOR_PER_MAJOR) : undefined };
}

/**
 * Applies one STK callback to the payment its signed URL names. A replay, or a callback for a payment that has
 * already settled (by an earlier callback or a query), changes nothing: Daraja only needs to hear it was accepted.
 */
export async function acceptStkCallback(ctx: ServerContext, paymentId: string, body: unknown): Promise<void> {
  const parsed = stkCallback.safeParse(body);
  if (!parsed.success) throw new HttpError(400, MALFORMED);
  const callback = parsed.data.Body.stkCallback;
  const payment = await findPayment(ctx, paymentId);
  if (!payment) throw new HttpError(404, 'There is no such payment.');
  if (payment.mpesa?.checkoutRequestId !== callback.CheckoutRequestID) throw new HttpError(400, 'This callback is about another M-Pesa request than this payment.');
  if (isSettled(payment)) return;
  const { ResultCode: resultCode } = callback;
  const { receipt, received } = metadata(callback.CallbackMetadata?.Item);
  if (resultCode === 0 && !receipt) throw new HttpError(400, `${MALFORMED} A successful callback carries an MpesaReceiptNumber.`);
  // 1037 or 1019 from a callback means nobody knows yet: only a query may call it a failure.
  const reason = outcomeOf(resultCode) === 'unknown' ? CHECKING : reasonFor(resultCode);
  await settleIfOpen(ctx, payment, { type: 'CALLBACK', resultCode }, { resultCode, receipt, received, reason });
}
