import express, { Router } from 'express';
import type { ServerContext } from '../../context.ts';
import { HttpError, route } from '../../http.ts';
import { escapeHtml } from '../../escape-html.ts';
import { sendSimPage } from '../daraja/phone-page.ts';
import { approveOrder, checkoutPath, findOrder } from './orders.ts';

const origin = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * PayPal's approval page, simulated (`/__sim/paypal/checkout/:orderId`): Pay approves the order and sends the payer
 * back to the order's return_url; Cancel sends them to its cancel_url. Server-rendered, no script. Development only.
 */
export function checkoutPageRoutes(ctx: ServerContext): Router {
  const r = Router();
  const order = async (id: unknown) => {
    const found = await findOrder(ctx, String(id));
    if (!found) throw new HttpError(404, 'There is no PayPal order with that id.');
    return found;
  };

  r.get('/checkout/:orderId', route(async (req, res) => {
    const o = await order(req.params.orderId);
    const { amount, description } = o.purchaseUnit;
    const total = `${escapeHtml(amount.currency_code)} ${escapeHtml(amount.value)}`;
    const open = o.status === 'CREATED';
    sendSimPage(res, 'Pay with PayPal (simulator)', `<h1>Pay with PayPal</h1>
<p>This development page stands in for PayPal's checkout. Nothing is charged.</p>
<h2>Order ${escapeHtml(o.id)}</h2>
<dl><dt>Amount</dt><dd>${total}</dd><dt>For</dt><dd>${escapeHtml(description ?? 'Sauti')}</dd><dt>Status</dt><dd>${o.status}</dd></dl>
<p role="status">${open ? '' : 'This order was already approved. Continue to go back to Sauti.'}</p>
<form method="post" action="${checkoutPath(o.id)}"><fieldset><legend>Pay ${total}?</legend>
<button type="submit" name="choice" value="pay">${open ? `Pay ${total}` : 'Continue'}</button>
<button type="submit" name="choice" value="cancel">Cancel and return to Sauti</button></fieldset></form>`,
    [origin(o.returnUrl), origin(o.cancelUrl)].filter((u): u is string => u !== null));
  }));

  r.post('/checkout/:orderId', express.urlencoded({ extended: false, limit: '10kb' }), route(async (req, res) => {
    const o = await order(req.params.orderId);
    const choice = (req.body as Record<string, unknown> | undefined)?.choice;
    if (choice !== 'pay' && choice !== 'cancel') throw new HttpError(422, 'Choose Pay or Cancel.', { choice: ['Send pay or cancel.'] });
    if (choice === 'cancel' && o.status === 'CREATED') return void res.redirect(303, o.cancelUrl);
    // Approved once: a second Pay (or one racing it) finds it approved and just goes back.
    if (o.status === 'CREATED') await approveOrder(ctx, o.id);
    res.redirect(303, o.returnUrl);
  }));
  return r;
}
