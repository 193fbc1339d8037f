import { Router } from 'express';
import type { ServerContext } from '../context.ts';
import { route } from '../http.ts';
import { callbackRef, requireSignedCallback } from '../money/callback-url.ts';
import { ACCEPTED, acceptStkCallback } from '../money/payment-callback.ts';
import { STK_CALLBACK_PATH } from '../money/payment-mpesa.ts';

/** M-Pesa STK callbacks (docs/decisions/0009-money.md): no session, so each is checked by its signed URL first. */
export function paymentWebhookRoutes(ctx: ServerContext): Router {
  const r = Router();
  r.post(`/webhooks/${STK_CALLBACK_PATH}`, requireSignedCallback(ctx, STK_CALLBACK_PATH), route(async (req, res) => {
    await acceptStkCallback(ctx, callbackRef(req), req.body);
    res.json(ACCEPTED);
  }));
  return r;
}
