import { Router } from 'express';
import { z } from 'zod';
import type { ServerContext } from '../context.ts';
import { parse, route } from '../http.ts';
import { signedCallbackUrl } from '../money/callback-url.ts';
import { darajaTimestamp, readDarajaConfig } from '../providers/daraja/config.ts';
import { deliver } from '../providers/daraja/delivery.ts';
import { C2B_CONFIRMATION_PATH, C2B_REF, type C2bConfirmation } from './c2b.ts';

const payBody = z.object({
  billRefNumber: z.string({ error: 'Enter the account number (the code).' }).trim().max(20, 'An M-Pesa account number is at most 20 characters.'),
  amount: z.number({ error: 'Enter the amount in shillings.' }).int('Enter whole shillings.').min(1, 'Enter at least KES 1.').max(250_000, 'M-Pesa allows at most KES 250,000.'),
  transId: z.string().trim().regex(/^[A-Z0-9]{10}$/, 'A TransID is 10 capital letters and digits.').optional(),
});

/** A receipt-like TransID (`S` and 9 more), from the injected randomness. */
const newTransId = (ctx: ServerContext) => `S${ctx.random.id().toUpperCase().replace(/[^A-Z0-9]/g, '')}000000000`.slice(0, 10);

/**
 * Simulator control (Sauti convention, design §8): a customer pays the Paybill with an account number, and the
 * simulator posts Daraja's C2B confirmation to Sauti's signed URL over HTTP, as the real one would.
 * `POST /__sim/mpesa/c2b {billRefNumber, amount, transId?}` answers with the body it delivered. Development only.
 */
export function c2bSimRoutes(ctx: ServerContext): Router {
  const r = Router();
  r.post('/', route(async (req, res) => {
    const { billRefNumber, amount, transId } = parse(payBody, req.body);
    const confirmation: C2bConfirmation = {
      TransactionType: 'Pay Bill', TransID: transId ?? newTransId(ctx), TransTime: darajaTimestamp(ctx.clock.now()),
      TransAmount: amount, BusinessShortCode: readDarajaConfig().shortCode, BillRefNumber: billRefNumber, InvoiceNumber: '',
      OrgAccountBalance: '', ThirdPartyTransID: '', MSISDN: '2547 ***** 149', FirstName: 'John', MiddleName: '', LastName: 'Doe',
    };
    const body = { ...confirmation, TransAmount: amount.toFixed(2) };
    await deliver(ctx, signedCallbackUrl(ctx, C2B_CONFIRMATION_PATH, C2B_REF), body);
    res.json({ confirmation: body });
  }));
  return r;
}
