import type { ServerContext } from '../../context.ts';
import { HttpError } from '../../http.ts';
import type { DarajaConfig } from './config.ts';
import { stkCallbackBody } from './callbacks.ts';
import { deliver } from './delivery.ts';
import { newReceipt } from './ids.ts';
import { RESULT, STK_RESULT, type ResultEntry, type StkOutcome } from './result-codes.ts';
import { findStk, receiptTaken, saveSim, simRecords, type StkSession } from './sim-store.ts';

/** Resolves in memory, synchronously: once the status is `resolved`, no later request can resolve it again. */
function settle(ctx: ServerContext, s: StkSession, result: ResultEntry): void {
  s.status = 'resolved';
  s.resultCode = result.code;
  s.resultDesc = result.desc;
  s.resolvedAt = ctx.clock.now();
  if (result.code === 0) s.receipt = newReceipt(ctx, receiptTaken(ctx));
}

export interface ResolveOptions {
  /** Simulates a lost callback: the result is settled (a query finds it) but nothing is delivered. */
  dropCallback?: boolean;
}

/** The virtual phone's answer to one prompt: exactly one callback per resolution (none if dropped). */
export async function resolveStk(ctx: ServerContext, checkoutRequestId: string, outcome: StkOutcome, options: ResolveOptions = {}) {
  const s = findStk(ctx, checkoutRequestId);
  if (!s) throw new HttpError(404, 'No STK prompt has that CheckoutRequestID.');
  if (s.status !== 'pending') throw new HttpError(409, `This prompt was already answered (ResultCode ${s.resultCode}).`);
  settle(ctx, s, STK_RESULT[outcome]);
  saveSim(ctx);
  if (!options.dropCallback) await deliver(ctx, s.callbackUrl, stkCallbackBody(s));
  return s;
}

/**
 * Prompts nobody answered within the timeout end as 1037, each with its one callback. Checked lazily
 * on every Daraja and simulator request, so it follows ctx.clock (and `POST /api/dev/clock`).
 */
export async function expireStkPrompts(ctx: ServerContext, cfg: DarajaConfig): Promise<void> {
  const now = ctx.clock.now();
  const due = simRecords(ctx).filter(
    (r): r is StkSession => r.kind === 'stk' && r.status === 'pending' && r.createdAt + cfg.stkTimeoutMs <= now,
  );
  if (due.length === 0) return;
  for (const s of due) settle(ctx, s, RESULT.timeout);
  saveSim(ctx);
  await Promise.all(due.map((s) => deliver(ctx, s.callbackUrl, stkCallbackBody(s))));
}
