import { Router } from 'express';
import type { ServerContext } from '../context.ts';
import { route } from '../http.ts';
import { idempotent } from '../idempotency.ts';
import { ownCampaign } from '../campaign-access.ts';
import { startLaunchPayment } from '../money/launch-payment.ts';
import { launchQuoteFor } from '../money/launch-quote.ts';
import { cancelPayment, listPayments, readPayment } from '../money/payment-read.ts';
import { requireUser } from '../sessions.ts';
import { forClient } from '../partners/acting.ts';
import { requestLaunch } from '../partners/launch-request.ts';

/** Launch payments (docs/decisions/0009-money.md): the brand pays the launch fee and the budget to hold. */
export function paymentRoutes(ctx: ServerContext): Router {
  const r = Router();
  const brandOnly = requireUser(ctx, ['brand']);
  const readers = requireUser(ctx, ['brand', 'admin']);
  // A subscription's payment is read and cancelled here too, by its payer of any role (readablePayment checks whose).
  const payers = requireUser(ctx, ['brand', 'influencer', 'partner', 'admin']);
  const id = (req: { params: Record<string, unknown> }) => String(req.params.id);

  r.post('/campaigns/:id/payments', brandOnly, idempotent(ctx), route(async (req, res) => {
    res.status(201).json(await startLaunchPayment(ctx, req.account!, id(req), req.body));
  }));

  // A partner asks to launch its client's campaign (issue 25): paid from the brand's balance within its spending
  // limit, else a request the brand sees and pays.
  r.post('/campaigns/:id/launch-request', requireUser(ctx, ['partner']), forClient(ctx, 'manageCampaigns', 'campaign'), idempotent(ctx), route(async (req, res) => {
    res.status(201).json(await requestLaunch(ctx, req));
  }));

  // What the launch will cost (issue 19): the same computation the payment is made from.
  r.get('/campaigns/:id/launch-quote', requireUser(ctx, ['brand', 'partner']), forClient(ctx, 'manageCampaigns', 'campaign'), route(async (req, res) => {
    res.json(await launchQuoteFor(ctx, await ownCampaign(ctx, req.account!, id(req))));
  }));

  r.get('/campaigns/:id/payments', readers, route(async (req, res) => {
    res.json({ items: await listPayments(ctx, req.account!, id(req)) });
  }));

  r.get('/payments/:id', payers, route(async (req, res) => {
    res.json(await readPayment(ctx, req.account!, id(req)));
  }));

  r.post('/payments/:id/cancel', requireUser(ctx, ['brand', 'influencer', 'partner']), idempotent(ctx), route(async (req, res) => {
    res.json(await cancelPayment(ctx, req.account!, id(req)));
  }));

  return r;
}
