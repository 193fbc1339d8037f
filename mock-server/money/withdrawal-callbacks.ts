import { z } from 'zod';
import type { Withdrawal } from '../../src/domain/money-types.ts';
import type { ServerContext } from '../context.ts';
import { HttpError } from '../http.ts';
import { findWithdrawal, settleWithdrawal, WITHDRAWAL_REASONS } from './withdrawal-settle.ts';

const param = z.object({ Key: z.string(), Value: z.union([z.string(), z.number()]).optional() });
const code = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);

/** Daraja's Result envelope, shared by the B2C result, the queue timeout and the transaction status result. */
export const resultBody = z.object({
  Result: z.object({
    ResultType: code.optional(),
    ResultCode: code,
    ResultDesc: z.string().optional(),
    OriginatorConversationID: z.string().min(1),
    ConversationID: z.string().optional(),
    TransactionID: z.string().optional(),
    ResultParameters: z.object({ ResultParameter: z.union([z.array(param), param]) }).optional(),
  }),
});
export type ResultBody = z.infer<typeof resultBody>;

/** Daraja's acknowledgement of a callback. */
export const ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' } as const;

function paramOf(body: ResultBody, key: string): string | null {
  const list = body.Result.ResultParameters?.ResultParameter;
  const found = (Array.isArray(list) ? list : list ? [list] : []).find((p) => p.Key === key);
  return found?.Value === undefined ? null : String(found.Value);
}

/** The B2C result and queue-timeout callbacks are about the withdrawal the signed URL names, and no other. */
async function sameWithdrawal(ctx: ServerContext, ref: string, body: ResultBody): Promise<Withdrawal> {
  const w = await findWithdrawal(ctx, ref);
  if (body.Result.OriginatorConversationID !== ref) throw new HttpError(400, 'This callback is about another payout.');
  return w;
}

const withReceipt = (w: Withdrawal, receipt: string | null) => (w.mpesa ? { mpesa: { ...w.mpesa, receipt: receipt ?? w.mpesa.receipt } } : {});

/** ResultURL: 0 pays (the hold is posted, the receipt kept); any other code fails (the hold is voided). */
export async function onB2cResult(ctx: ServerContext, ref: string, body: ResultBody): Promise<Withdrawal> {
  const w = await sameWithdrawal(ctx, ref, body);
  if (body.Result.ResultCode === 0) {
    const receipt = body.Result.TransactionID ?? paramOf(body, 'TransactionReceipt');
    return settleWithdrawal(ctx, w, { type: 'RESULT', success: true }, withReceipt(w, receipt));
  }
  return settleWithdrawal(ctx, w, { type: 'RESULT', success: false }, { reason: WITHDRAWAL_REASONS.mpesaFailed });
}

/** QueueTimeOutURL: timed out in M-Pesa's queue, which is not a failure; the hold stays until a status query. */
export async function onB2cTimeout(ctx: ServerContext, ref: string, body: ResultBody): Promise<Withdrawal> {
  return settleWithdrawal(ctx, await sameWithdrawal(ctx, ref, body), { type: 'QUEUE_TIMEOUT' });
}

/**
 * The transaction status result (its envelope carries the query's own ids). Completed pays, Failed fails, Pending
 * keeps it unknown; a payout M-Pesa cannot find never reached it, so it failed and nothing was paid.
 */
export async function onStatusResult(ctx: ServerContext, ref: string, body: ResultBody): Promise<Withdrawal> {
  const w = await findWithdrawal(ctx, ref);
  const found = body.Result.ResultCode === 0;
  const status = paramOf(body, 'TransactionStatus');
  const outcome = !found || status === 'Failed' ? 'failed' : status === 'Completed' ? 'paid' : 'pending';
  const changes = outcome === 'paid' ? withReceipt(w, paramOf(body, 'ReceiptNo') ?? body.Result.TransactionID ?? null)
    : outcome === 'failed' ? { reason: WITHDRAWAL_REASONS.mpesaFailed } : {};
  return settleWithdrawal(ctx, w, { type: 'STATUS_QUERY', status: outcome }, changes);
}
