import { Router } from 'express';
import { z } from 'zod';
import type { ServerContext } from '../../context.ts';
import { route } from '../../http.ts';
import type { DarajaConfig } from './config.ts';
import { stillProcessing, invalidField } from './errors.ts';
import { newCheckoutRequestId, newRequestId } from './ids.ts';
import { checkoutRequestIdTaken, findStk, insertStk } from './sim-store.ts';
import { callbackUrl, check, checkPassword, credentialFields, msisdn, shortCode, text, wholeKes } from './validate.ts';

const ACCEPTED = 'Success. Request accepted for processing';

/** M-Pesa Express: `processrequest` opens a prompt on the virtual phone; `query` reads its result [D1][D2][D5]. */
export function stkRoutes(ctx: ServerContext, cfg: DarajaConfig): Router {
  const pushBody = z.object({
    BusinessShortCode: shortCode(cfg),
    ...credentialFields,
    TransactionType: z.enum(['CustomerPayBillOnline', 'CustomerBuyGoodsOnline']),
    Amount: wholeKes(1, cfg.stkMaxAmount),
    PartyA: msisdn,
    PartyB: z.union([z.string(), z.number()]).transform(String).pipe(z.string().regex(/^\d{5,7}$/)),
    PhoneNumber: msisdn,
    CallBackURL: callbackUrl,
    AccountReference: text(12),
    TransactionDesc: text(cfg.transactionDescMax),
  });
  const queryBody = z.object({ BusinessShortCode: shortCode(cfg), ...credentialFields, CheckoutRequestID: z.string().min(1) });

  const r = Router();
  r.post('/mpesa/stkpush/v1/processrequest', route(async (req, res) => {
    const body = check(pushBody, req.body);
    checkPassword(cfg, body);
    const checkoutRequestId = await newCheckoutRequestId(ctx, checkoutRequestIdTaken(ctx));
    const merchantRequestId = newRequestId(ctx);
    await insertStk(ctx, {
      kind: 'stk',
      checkoutRequestId,
      merchantRequestId,
      shortCode: body.BusinessShortCode,
      phoneNumber: body.PhoneNumber,
      amount: body.Amount,
      accountReference: body.AccountReference,
      transactionDesc: body.TransactionDesc,
      callbackUrl: body.CallBackURL,
      createdAt: ctx.clock.now(),
      status: 'pending',
    });
    res.json({
      MerchantRequestID: merchantRequestId,
      CheckoutRequestID: checkoutRequestId,
      ResponseCode: '0',
      ResponseDescription: ACCEPTED,
      CustomerMessage: ACCEPTED,
    });
  }));

  r.post('/mpesa/stkpushquery/v1/query', route(async (req, res) => {
    const body = check(queryBody, req.body);
    checkPassword(cfg, body);
    const s = await findStk(ctx, body.CheckoutRequestID);
    if (!s) throw invalidField('CheckoutRequestID');
    if (s.status === 'pending') throw stillProcessing(s.checkoutRequestId);
    // The query answers ResultCode as a string ("1032"); the callback carries it as a number.
    res.json({
      ResponseCode: '0',
      ResponseDescription: 'The service request has been accepted successfully',
      MerchantRequestID: s.merchantRequestId,
      CheckoutRequestID: s.checkoutRequestId,
      ResultCode: String(s.resultCode),
      ResultDesc: s.resultDesc,
    });
  }));
  return r;
}
