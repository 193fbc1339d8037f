import type { Withdrawal } from '../../src/domain/money-types.ts';
import type { ServerContext } from '../context.ts';
import { HttpError } from '../http.ts';
import { mpesa, type DarajaAnswer } from '../providers/daraja/client.ts';
import { readDarajaConfig } from '../providers/daraja/config.ts';
import { signedCallbackUrl } from './callback-url.ts';
import { settleWithdrawal, updateWithdrawal, WITHDRAWAL_REASONS } from './withdrawal-settle.ts';

const client = (ctx: ServerContext) => mpesa(ctx, readDarajaConfig());

/** Daraja's own words for a B2C it already has: the money may be on its way, so this is not a failure. */
const isDuplicate = (answer: DarajaAnswer) => String(answer.body.errorMessage ?? '').includes('Duplicate OriginatorConversationID');

/** An unreachable Daraja may or may not have taken the request: like a queue timeout, only a status query can tell. */
async function ask(call: () => Promise<DarajaAnswer>): Promise<DarajaAnswer | 'unreachable'> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HttpError && error.status === 502) return 'unreachable';
    throw error;
  }
}

/**
 * Sends the B2C payout (OriginatorConversationID = the withdrawal id, so M-Pesa pays it at most once). Acknowledged,
 * it stays submitted until the result callback; refused, it fails and the hold is voided; unreachable or already
 * known to M-Pesa, it is unknown until a status query settles it.
 */
export async function sendB2c(ctx: ServerContext, w: Withdrawal, phoneNumber: string): Promise<Withdrawal> {
  const answer = await ask(() => client(ctx).b2c({
    originatorConversationId: w.id,
    amount: w.amount / 100,
    phoneNumber,
    remarks: 'Sauti creator earnings',
    occasion: 'Withdrawal',
    resultUrl: signedCallbackUrl(ctx, 'mpesa/b2c/result', w.id),
    queueTimeOutUrl: signedCallbackUrl(ctx, 'mpesa/b2c/timeout', w.id),
  }));
  if (answer === 'unreachable' || isDuplicate(answer)) return settleWithdrawal(ctx, w, { type: 'QUEUE_TIMEOUT' });
  if (answer.status === 200 && answer.body.ResponseCode === '0') {
    const conversationId = typeof answer.body.ConversationID === 'string' ? answer.body.ConversationID : null;
    return w.mpesa ? updateWithdrawal(ctx, w.id, { mpesa: { ...w.mpesa, conversationId } }) : w;
  }
  return settleWithdrawal(ctx, w, { type: 'RESULT', success: false }, { reason: WITHDRAWAL_REASONS.refused });
}

/** An unknown withdrawal asks M-Pesa what happened; the answer arrives at the status ResultURL. */
export async function queryB2c(ctx: ServerContext, w: Withdrawal): Promise<void> {
  await ask(() => client(ctx).transactionStatus({
    originatorConversationId: w.id,
    ...(w.mpesa?.receipt ? { transactionId: w.mpesa.receipt } : {}),
    resultUrl: signedCallbackUrl(ctx, 'mpesa/status/result', w.id),
    queueTimeOutUrl: signedCallbackUrl(ctx, 'mpesa/b2c/timeout', w.id),
  }));
}
