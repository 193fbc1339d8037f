import type { ServerContext } from '../../context.ts';
import { HttpError } from '../../http.ts';
import type { DarajaConfig } from './config.ts';
import { stkCallbackBody } from './callbacks.ts';
import { deliver } from './delivery.ts';
import { newReceipt } from './ids.ts';
import { RESULT, STK_RESULT, type ResultEntry, type StkOutcome } from './result-codes.ts';
import { findStk, receiptTaken, resolvePrompt, resolvePromptsMadeBy } from './sim-store.ts';

export interface ResolveOptions {
  /** Simulates a lost callback: the result is settled (a query finds it) but nothing is delivered. */
  dropCallback?: boolean;
}

/** The columns a resolution writes; a success draws its MpesaReceiptNumber. */
async function resolution(ctx: ServerContext, result: ResultEntry) {
  const receipt = result.code === 0 ? await newReceipt(ctx, receiptTaken(ctx)) : undefined;
  return { resultCode: result.code, resultDesc: result.desc, resolvedAt: ctx.clock.now(), ...(receipt && { receipt }) };
}

/**
 * The virtual phone's answer to one prompt: exactly one callback per resolution (none if dropped). The prompt moves
 * from pending once (a conditional update), so of two answers racing, in one process or two, one wins; the other is 409.
 */
export async function resolveStk(ctx: ServerContext, checkoutRequestId: string, outcome: StkOutcome, options: ResolveOptions = {}) {
  const found = await findStk(ctx, checkoutRequestId);
  if (!found) throw new HttpError(404, 'No STK prompt has that CheckoutRequestID.');
  const s = found.status === 'pending' ? await resolvePrompt(ctx, checkoutRequestId, await resolution(ctx, STK_RESULT[outcome])) : null;
  if (!s) {
    const answered = (await findStk(ctx, checkoutRequestId)) ?? found;
    throw new HttpError(409, `This prompt was already answered (ResultCode ${answered.resultCode}).`);
  }
  if (!options.dropCallback) await deliver(ctx, s.callbackUrl, stkCallbackBody(s));
  return s;
}

/**
 * Prompts nobody answered within the timeout end as 1037, each with its one callback: one update over the open
 * prompts' index, so each is resolved (and called back) once even with two processes. Checked lazily on every
 * Daraja and simulator request, so it follows ctx.clock (and `POST /api/dev/clock`).
 */
export async function expireStkPrompts(ctx: ServerContext, cfg: DarajaConfig): Promise<void> {
  const due = await resolvePromptsMadeBy(ctx, ctx.clock.now() - cfg.stkTimeoutMs, await resolution(ctx, RESULT.timeout));
  await Promise.all(due.map((s) => deliver(ctx, s.callbackUrl, stkCallbackBody(s))));
}
