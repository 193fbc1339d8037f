import { Router, type RequestHandler } from 'express';
import type { ZodType } from 'zod';
import { z } from 'zod';
import type { ServerContext } from '../context.ts';
import { HttpError, route } from '../http.ts';
import { callbackRef, requireSignedCallback } from '../money/callback-url.ts';
import { ACCEPTED, onB2cResult, onB2cTimeout, onStatusResult, resultBody, type ResultBody } from '../money/withdrawal-callbacks.ts';
import { applyItem, payoutItem } from '../money/withdrawal-paypal.ts';
import { findWithdrawal } from '../money/withdrawal-settle.ts';

/** A PayPal PAYMENT.PAYOUTS-ITEM.* event; its resource is the item. */
export const paypalEvent = z.object({ event_type: z.string().startsWith('PAYMENT.PAYOUTS-ITEM.'), resource: payoutItem });

function body<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new HttpError(400, 'This callback body is not one Sauti understands.');
  return result.data;
}

/**
 * B2C, transaction status and PayPal payout callbacks (docs/decisions/0009-money.md). Each is checked by its signed
 * URL (`?ref={withdrawalId}&sig=…`, else 403) and its body (else 400). A replay finds the withdrawal already settled
 * and changes nothing; the ledger ids are derived from the withdrawal, so no transfer is ever written twice.
 */
export function payoutWebhookRoutes(ctx: ServerContext): Router {
  const r = Router();
  const mpesa = (path: string, handle: (ctx: ServerContext, ref: string, body: ResultBody) => Promise<unknown>): RequestHandler[] => [
    requireSignedCallback(ctx, path),
    route(async (req, res) => {
      await handle(ctx, callbackRef(req), body(resultBody, req.body));
      res.json(ACCEPTED);
    }),
  ];
  r.post('/webhooks/mpesa/b2c/result', mpesa('mpesa/b2c/result', onB2cResult));
  r.post('/webhooks/mpesa/b2c/timeout', mpesa('mpesa/b2c/timeout', onB2cTimeout));
  r.post('/webhooks/mpesa/status/result', mpesa('mpesa/status/result', onStatusResult));

  r.post('/webhooks/paypal', requireSignedCallback(ctx, 'paypal'), route(async (req, res) => {
    const event = body(paypalEvent, req.body);
    const w = await findWithdrawal(ctx, callbackRef(req));
    if (event.resource.sender_batch_id !== w.id) throw new HttpError(400, 'This event is about another payout.');
    await applyItem(ctx, w, event.resource);
    res.json({ ok: true });
  }));
  return r;
}
