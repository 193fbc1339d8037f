import { withdrawalMachine, type WithdrawalEvent } from '../../machines/withdrawalMachine.ts';
import type { Withdrawal } from '../../machines/moneyTypes.ts';
import type { ServerContext } from '../context.ts';
import { HttpError } from '../http.ts';
import { postPending, transferId, voidPending } from '../ledger/ledger.ts';
import { nextStatus } from '../lifecycle.ts';

/** Plain words for each way a withdrawal ends up failed, unknown or waiting on a person. */
export const WITHDRAWAL_REASONS = {
  bank: 'Recorded for a manual bank payout: the Sauti team pays it by hand, usually within 2 business days.',
  unknown: 'M-Pesa has not confirmed this payout yet. We are checking its status; the money stays set aside until then.',
  refused: 'The payout could not be sent just now, so the money is back in your available balance. Please try again later.',
  mpesaFailed: 'M-Pesa could not complete this payout, so the money is back in your available balance. Check your M-Pesa number and try again.',
  paypalFailed: 'PayPal could not complete this payout, so the money is back in your available balance. Check your PayPal email and try again.',
  paypalReturned: 'PayPal returned this payout because it was not claimed within 30 days. The money is back in your available balance.',
} as const;

export const NOT_FOUND = 'There is no such withdrawal.';

export function withdrawalRows(ctx: ServerContext): Withdrawal[] {
  const state = ctx.store.getState() as Record<string, unknown>;
  if (!Array.isArray(state.withdrawals)) state.withdrawals = [];
  return state.withdrawals as Withdrawal[];
}

export function findWithdrawal(ctx: ServerContext, id: string): Withdrawal {
  const found = withdrawalRows(ctx).find((w) => w.id === id);
  if (!found) throw new HttpError(404, NOT_FOUND);
  return found;
}

export const holdIdOf = (withdrawalId: string) => transferId('withdrawal', withdrawalId);

/** Whether the withdrawal's state takes this event: a late or replayed callback is then ignored, not refused. */
export const takes = (w: Withdrawal, event: WithdrawalEvent) => withdrawalMachine.resolveState({ value: w.status, context: {} }).can(event);

/**
 * Moves a withdrawal by the shared machine and does the money that goes with it, in one write: paid posts the
 * hold, failed voids it (the money is back in available), unknown keeps it. `changes` are the provider's facts
 * (receipt, item status) and the reason to show. An event the state does not take changes nothing.
 */
export function settleWithdrawal(ctx: ServerContext, w: Withdrawal, event: WithdrawalEvent, changes: Partial<Pick<Withdrawal, 'reason' | 'mpesa' | 'paypal'>> = {}): Withdrawal {
  if (!takes(w, event)) return w;
  const status = nextStatus(withdrawalMachine, w.status, event, { noun: 'withdrawal', action: 'settled' }) as Withdrawal['status'];
  const now = new Date(ctx.clock.now()).toISOString();
  if (status === 'paid' && w.status !== 'paid') postPending(ctx, holdIdOf(w.id), undefined, { write: false });
  if (status === 'failed' && w.status !== 'failed') voidPending(ctx, holdIdOf(w.id), { write: false });
  const final = status === 'paid' || status === 'failed';
  Object.assign(w, changes, {
    status,
    reason: status === 'paid' ? null : (changes.reason ?? (status === 'unknown' ? WITHDRAWAL_REASONS.unknown : w.reason)),
    updatedAt: now,
    settledAt: final ? now : w.settledAt,
  });
  ctx.store.write();
  return w;
}
