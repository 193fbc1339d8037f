import { sql } from 'drizzle-orm';
import type { ServerContext } from '../../context.ts';
import { darajaB2c } from '../../db/schema/index.ts';
import { HttpError } from '../../http.ts';
import type { DarajaConfig } from './config.ts';
import { b2cResultBody, queueTimeoutBody } from './callbacks.ts';
import { deliver } from './delivery.ts';
import { newReceipt } from './ids.ts';
import { B2C_FAILURE, RESULT, type B2cOutcome } from './result-codes.ts';
import { changePayout, findB2c, paidOut, payoutsDue, receiptTaken, type B2cPayment } from './sim-store.ts';

/** The simulated B2C utility account starts here and falls with each payout that went through. */
const OPENING_UTILITY_FUNDS = 1_000_000;

const utilityFunds = async (ctx: ServerContext) => OPENING_UTILITY_FUNDS - (await paidOut(ctx));

const NO_PAYOUT = 'No B2C payment has that OriginatorConversationID.';

/** The payout as it is now, for a refusal: 404 when there is none, else 409 naming the status it moved to. */
async function alreadyResolved(ctx: ServerContext, originatorId: string): Promise<HttpError> {
  const p = await findB2c(ctx, originatorId);
  return p ? new HttpError(409, `This payment was already resolved (${p.status}).`) : new HttpError(404, NO_PAYOUT);
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
 * Each change is conditional on the status read, so a payout is resolved, and called back, once.
 */
export async function resolveB2c(ctx: ServerContext, originatorId: string, input: B2cResolveInput, { automatic = false } = {}): Promise<B2cPayment> {
  const p = await findB2c(ctx, originatorId);
  if (!p) throw new HttpError(404, NO_PAYOUT);
  if (p.status === 'timed_out' && input.outcome !== 'timeout') {
    const told = await changePayout(ctx, originatorId, 'timed_out', { eventual: input.outcome });
    if (!told) throw await alreadyResolved(ctx, originatorId);
    return told;
  }
  if (p.status !== 'pending') throw new HttpError(409, `This payment was already resolved (${p.status}).`);
  const settled = { transactionId: await newReceipt(ctx, receiptTaken(ctx)), resolvedAt: ctx.clock.now() };
  if (input.outcome === 'timeout') {
    const timedOut = await changePayout(ctx, originatorId, 'pending', { ...settled, status: 'timed_out', eventual: input.settle ?? 'success' });
    if (!timedOut) throw await alreadyResolved(ctx, originatorId);
    await deliver(ctx, timedOut.queueTimeOutUrl, queueTimeoutBody(timedOut));
    return timedOut;
  }
  // The automatic result leaves alone a payout held on the phone meanwhile.
  const resolved = await changePayout(ctx, originatorId, 'pending', { ...settled, status: input.outcome === 'success' ? 'completed' : 'failed' }, { undelayed: automatic });
  if (!resolved) throw await alreadyResolved(ctx, originatorId);
  const result = input.outcome === 'success' ? RESULT.success : B2C_FAILURE;
  await deliver(ctx, resolved.resultUrl, b2cResultBody(resolved, result.code, result.desc, await utilityFunds(ctx)));
  return resolved;
}

/** When an open payout gets its result by itself: null while it is delayed on the phone or when SIM_PAYOUT_SECONDS is off. */
export function settlesAt(p: B2cPayment, cfg: DarajaConfig): number | null {
  return p.status !== 'pending' || p.delayed || cfg.b2cSettleMs === null ? null : p.createdAt + cfg.b2cSettleMs;
}

/**
 * Like M-Pesa, a payout nobody resolved by hand succeeds after a few seconds (SIM_PAYOUT_SECONDS), with its one result
 * callback. Checked on each Daraja and simulator request and by the dev server's ticker (mock-server/providers/
 * auto-settle.ts), always against ctx.clock, so a fake clock or `POST /api/dev/clock` moves it. Returns how many
 * were due.
 */
export async function settleDueB2c(ctx: ServerContext, cfg: DarajaConfig): Promise<number> {
  if (cfg.b2cSettleMs === null) return 0;
  const due = await payoutsDue(ctx, ctx.clock.now() - cfg.b2cSettleMs);
  for (const p of due) {
    try {
      await resolveB2c(ctx, p.originatorConversationId, { outcome: 'success' }, { automatic: true });
    } catch (error) {
      // Another request or process resolved (or delayed) it first: it is settled once, by them.
      if (!(error instanceof HttpError && error.status === 409)) throw error;
    }
  }
  return due.length;
}

/** The phone's Delay: the payout stays open, without its automatic result, until an outcome is picked by hand. */
export async function delayB2c(ctx: ServerContext, originatorId: string): Promise<B2cPayment> {
  const delayed = await changePayout(ctx, originatorId, 'pending', { delayed: true });
  if (!delayed) throw await alreadyResolved(ctx, originatorId);
  return delayed;
}

/** A status query settles a timed-out payout by its eventual truth, once; null when it was not timed out. */
export function settleTimedOut(ctx: ServerContext, originatorId: string): Promise<B2cPayment | null> {
  return changePayout(ctx, originatorId, 'timed_out', { status: sql`case when ${darajaB2c.eventual} = 'failure' then 'failed' else 'completed' end` });
}
