import { Router } from 'express';
import { z } from 'zod';
import type { ServerContext } from '../../context.ts';
import { parse, route } from '../../http.ts';
import { delayB2c, resolveB2c, settlesAt } from './b2c-resolve.ts';
import type { DarajaConfig } from './config.ts';
import { B2C_OUTCOMES, STK_OUTCOMES } from './result-codes.ts';
import { phonePageRoutes } from './phone-page.ts';
import { openPrompts, payoutsIn } from './sim-store.ts';
import { resolveStk } from './stk-resolve.ts';

const stkResolveBody = z.object({ outcome: z.enum(STK_OUTCOMES), dropCallback: z.boolean().optional() });
const b2cResolveBody = z.object({ outcome: z.enum(B2C_OUTCOMES), settle: z.enum(['success', 'failure']).optional() });

const iso = (ms: number) => new Date(ms).toISOString();
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));

/**
 * Simulator controls (Sauti's convention, not Daraja's; design §8): the virtual phone's list of open
 * prompts and the outcomes a person or a test can choose. Development only; errors are `{message, errors?}`.
 * The virtual phone page (`/phone`) offers the same outcomes to a person, as buttons.
 */
export function simRoutes(ctx: ServerContext, cfg: DarajaConfig): Router {
  const r = Router();
  r.use(phonePageRoutes(ctx, cfg));
  r.get('/pending', route(async (_req, res) => {
    const stk = (await openPrompts(ctx))
      .map((s) => ({
        checkoutRequestId: s.checkoutRequestId,
        merchantRequestId: s.merchantRequestId,
        phoneNumber: s.phoneNumber,
        amount: s.amount,
        accountReference: s.accountReference,
        transactionDesc: s.transactionDesc,
        createdAt: iso(s.createdAt),
        expiresAt: iso(s.createdAt + cfg.stkTimeoutMs),
      }));
    const b2c = (await payoutsIn(ctx, ['pending', 'timed_out']))
      .map((p) => ({
        originatorConversationId: p.originatorConversationId,
        conversationId: p.conversationId,
        status: p.status,
        partyB: p.partyB,
        amount: p.amount,
        createdAt: iso(p.createdAt),
        delayed: p.delayed === true,
        settlesAt: isoOrNull(settlesAt(p, cfg)),
      }));
    res.json({ stk, b2c });
  }));

  r.post('/stk/:checkoutRequestId/resolve', route(async (req, res) => {
    const { outcome, dropCallback } = parse(stkResolveBody, req.body);
    const s = await resolveStk(ctx, String(req.params.checkoutRequestId), outcome, { dropCallback });
    res.json({
      checkoutRequestId: s.checkoutRequestId,
      resultCode: s.resultCode,
      resultDesc: s.resultDesc,
      mpesaReceiptNumber: s.receipt ?? null,
      callbackSent: !dropCallback,
    });
  }));

  r.post('/b2c/:originatorId/resolve', route(async (req, res) => {
    const input = parse(b2cResolveBody, req.body);
    const p = await resolveB2c(ctx, String(req.params.originatorId), input);
    res.json({ originatorConversationId: p.originatorConversationId, status: p.status, eventual: p.eventual ?? null, transactionId: p.transactionId ?? null });
  }));

  r.post('/b2c/:originatorId/delay', route(async (req, res) => {
    const p = await delayB2c(ctx, String(req.params.originatorId));
    res.json({ originatorConversationId: p.originatorConversationId, status: p.status, delayed: true, settlesAt: null });
  }));
  return r;
}
