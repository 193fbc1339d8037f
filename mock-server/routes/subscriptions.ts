import { Router } from 'express';
import type { ServerContext } from '../context.ts';
import { route } from '../http.ts';
import { idempotent } from '../idempotency.ts';
import { startSubscriptionPayment } from '../money/subscription-payment.ts';
import { setCancelAtPeriodEnd, subscriptionState } from '../money/subscriptions.ts';
import { requireUser } from '../sessions.ts';

/**
 * Paid subscriptions (issue 19; docs/decisions/0013-plans.md): the state, paying for a plan (the launch payment's
 * machinery: M-Pesa STK Push or PayPal, read and cancelled through `/payments/:id`), and cancelling or resuming
 * renewal. Admins and accounts with no role get 403.
 */
export function subscriptionRoutes(ctx: ServerContext): Router {
  const r = Router();
  const holders = requireUser(ctx);

  r.get('/v1/user/subscription', holders, route(async (req, res) => {
    res.json(await subscriptionState(ctx, req.account!));
  }));

  r.post('/v1/user/subscription', holders, idempotent(ctx), route(async (req, res) => {
    res.status(201).json(await startSubscriptionPayment(ctx, req.account!, req.body));
  }));

  r.post('/v1/user/subscription/cancel', holders, route(async (req, res) => {
    res.json(await setCancelAtPeriodEnd(ctx, req.account!, true));
  }));

  r.post('/v1/user/subscription/resume', holders, route(async (req, res) => {
    res.json(await setCancelAtPeriodEnd(ctx, req.account!, false));
  }));

  return r;
}
