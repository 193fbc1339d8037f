import type { ServerContext } from '../../context.ts';
import { HttpError } from '../../http.ts';
import type { DarajaConfig } from './config.ts';
import { b2cResultBody, queueTimeoutBody } from './callbacks.ts';
import { deliver } from './delivery.ts';
import { newReceipt } from './ids.ts';
import { B2C_FAILURE, RESULT, type B2cOutcome } from './result-codes.ts';
import { findB2c, receiptTaken, saveSim, simRecords, type B2cPayment } from './sim-store.ts';

/** The simulated B2C utility account starts here and falls with each payout that went through. */
const OPENING_UTILITY_FUNDS = 1_000_000;

function utilityFunds(ctx: ServerContext): number {
  const paid = simRecords(ctx)
    .filter((r): r is B2cPayment => r.kind === 'b2c' && (r.status === 'completed' || (r.status === 'timed_out' && r.eventual === 'success')))
    .reduce((sum, p) => sum + p.amount, 0);
  return OPENING_UTILITY_FUNDS - paid;
}

export interface B2cResolveInput {
  outcome: B2cOutcome;
  /** For a timeout: what a later status query reveals (default success). */
  settle?: 'success' | 'failure';
}

/**
 * Resolves a pending B2C payment with one callback: success or failure to ResultURL, timeout to
 * QueueTimeOutURL. A timed-out payment can still be given its truth (success|failure) without a
 * callback, as when M-Pesa finishes after giving up on the queue; a status query then reports it.
 */
export async function resolveB2c(ctx: ServerContext, originatorId: string, input: B2cResolveInput): Promise<B2cPayment> {
  const p = findB2c(ctx, originatorId);
  if (!p) throw new HttpError(404, 'No B2C payment has that OriginatorConversationID.');
  const now = ctx.clock.now();
  if (p.status === 'timed_out' && input.outcome !== 'timeout') {
    p.eventual = input.outcome;
    saveSim(ctx);
    return p;
  }
  if (p.status !== 'pending') throw new HttpError(409, `This payment was already resolved (${p.status}).`);
  p.transactionId = newReceipt(ctx, receiptTaken(ctx));
  p.resolvedAt = now;
  if (input.outcome === 'timeout') {
    p.status = 'timed_out';
    p.eventual = input.settle ?? 'success';
    saveSim(ctx);
    await deliver(ctx, p.queueTimeOutUrl, queueTimeoutBody(p));
    return p;
  }
  p.status = input.outcome === 'success' ? 'completed' : 'failed';
  saveSim(ctx);
  const result = input.outcome === 'success' ? RESULT.success : B2C_FAILURE;
  await deliver(ctx, p.resultUrl, b2cResultBody(p, result.code, result.desc, utilityFunds(ctx)));
  return p;
}

/** When an open payout gets its result by itself: null while it is delayed on the phone or when SIM_PAYOUT_SECONDS is off. */
export function settlesAt(p: B2cPayment, cfg: DarajaConfig): number | null {
  return p.status !== 'pending' || p.delayed || cfg.b2cSettleMs === null ? null : p.createdAt + cfg.b2cSettleMs;
}

/**
 * Like M-Pesa, a payout nobody resolved by hand succeeds after a few seconds (SIM_PAYOUT_SECONDS), with its one result
 * callback. Checked on each Daraja and simulator request and by the dev server's ticker (mock-server/providers/
 * auto-settle.ts), always against ctx.clock, so a fake clock or `POST /api/dev/clock` moves it.
 */
export async function settleDueB2c(ctx: ServerContext, cfg: DarajaConfig): Promise<number> {
  const now = ctx.clock.now();
  const due = simRecords(ctx).filter((r): r is B2cPayment => r.kind === 'b2c' && (settlesAt(r, cfg) ?? Infinity) <= now);
  for (const p of due) {
    // Another request may have resolved it while an earlier callback was on its way.
    if (p.status === 'pending') await resolveB2c(ctx, p.originatorConversationId, { outcome: 'success' });
  }
  return due.length;
}

/** The phone's Delay: the payout stays open, without its automatic result, until an outcome is picked by hand. */
export function delayB2c(ctx: ServerContext, originatorId: string): B2cPayment {
  const p = findB2c(ctx, originatorId);
  if (!p) throw new HttpError(404, 'No B2C payment has that OriginatorConversationID.');
  if (p.status !== 'pending') throw new HttpError(409, `This payment was already resolved (${p.status}).`);
  p.delayed = true;
  saveSim(ctx);
  return p;
}
