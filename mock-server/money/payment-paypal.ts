import type { Payment } from '../../src/domain/money-types.ts';
import type { ServerContext } from '../context.ts';
import { HttpError } from '../http.ts';
import { paypal } from '../providers/paypal/client.ts';
import { fromMinor, toMinor } from '../providers/paypal/views.ts';
import { findPayment, updatePayment } from './payment-store.ts';
import { settleIfOpen, settlePayment } from './payment-settle.ts';

const NOT_STARTED = 'PayPal could not start the payment just now. Try again in a few minutes.';
export const PAYPAL_CANCELLED = 'The PayPal payment was cancelled before it was made. Nothing was taken.';
const DECLINED = 'PayPal declined the payment. Try again, or pay with another PayPal account or card.';

type Body = Record<string, unknown>;
const isObject = (v: unknown): v is Body => typeof v === 'object' && v !== null;
const list = (v: unknown): Body[] => (Array.isArray(v) ? v.filter(isObject) : []);

/** PayPal's answer, or null when PayPal could not be reached (the next read tries again). */
async function call(ctx: ServerContext, method: 'GET' | 'POST', path: string, payload?: unknown, requestId?: string) {
  try {
    return await paypal(ctx).call(method, path, payload, requestId);
  } catch (err) {
    if (err instanceof HttpError) return null;
    throw err;
  }
}

/**
 * Where PayPal sends the payer back: the campaign's page (a subscription's: the upgrade page), which reads the
 * payment and so settles it. PayPal needs absolute addresses; an empty appUrl means this server also serves the app.
 */
export function returnUrls(ctx: ServerContext, payment: Payment) {
  const page = payment.campaignId ? `/brand/campaigns/${payment.campaignId}` : '/upgrade';
  const back = `${ctx.appUrl || ctx.publicUrl}${page}?payment=${encodeURIComponent(payment.id)}`;
  return { return_url: back, cancel_url: `${back}&paypal=cancelled` };
}

/** Creates the PayPal order (Orders v2, intent CAPTURE) for a stored `initiated` payment; PayPal-Request-Id is the payment's id. */
export async function createOrder(ctx: ServerContext, payment: Payment): Promise<Payment> {
  const answer = await call(ctx, 'POST', '/v2/checkout/orders', {
    intent: 'CAPTURE',
    purchase_units: [{
      reference_id: payment.campaignId ?? payment.subscription?.planId ?? payment.id, custom_id: payment.id,
      description: payment.purpose === 'subscription' ? 'Sauti subscription' : 'Sauti campaign launch', amount: { currency_code: payment.currency, value: fromMinor(payment.amount) },
    }],
    payment_source: { paypal: { experience_context: { brand_name: 'Sauti', user_action: 'PAY_NOW', ...returnUrls(ctx, payment) } } },
  }, payment.id);
  const current = (await findPayment(ctx, payment.id)) ?? payment;
  const approve = list(answer?.body.links).find((l) => l.rel === 'approve' || l.rel === 'payer-action');
  const orderId = answer?.body.id;
  if (!answer || answer.status >= 300 || typeof orderId !== 'string' || typeof approve?.href !== 'string') {
    return settlePayment(ctx, current, { type: 'ACK_FAILED' }, { reason: NOT_STARTED });
  }
  await updatePayment(ctx, current.id, { paypal: { orderId, approveUrl: approve.href } });
  return settlePayment(ctx, current, { type: 'ACK' });
}

/** The first capture of an order's first purchase unit: its id and the money it took. */
function captureOf(order: Body): { id: string; status: string; received?: number } | null {
  const unit = list(order.purchase_units)[0];
  const capture = list(isObject(unit?.payments) ? unit.payments.captures : undefined)[0];
  if (typeof capture?.id !== 'string') return null;
  const value = isObject(capture.amount) && typeof capture.amount.value === 'string' ? toMinor(capture.amount.value) : undefined;
  return { id: capture.id, status: String(capture.status ?? ''), received: value };
}

/** A PayPal refusal that means "declined", as opposed to "try again later". */
const declined = (status: number, body: Body) =>
  status === 422 && list(body.details).some((d) => ['INSTRUMENT_DECLINED', 'TRANSACTION_REFUSED', 'PAYER_CANNOT_PAY'].includes(String(d.issue)));

/**
 * Reads a PayPal payment that waits for the payer: once PayPal says the order is APPROVED, it is captured (the
 * payment's id as PayPal-Request-Id, so a retried capture is the same capture) and settled by the result.
 */
export async function checkOrder(ctx: ServerContext, payment: Payment): Promise<Payment> {
  if (payment.status !== 'awaiting_payer' || !payment.paypal) return payment;
  const path = `/v2/checkout/orders/${encodeURIComponent(payment.paypal.orderId)}`;
  const order = await call(ctx, 'GET', path);
  let result = order?.status === 200 && order.body.status === 'COMPLETED' ? order : null;
  if (order?.status === 200 && order.body.status === 'APPROVED') result = await call(ctx, 'POST', `${path}/capture`, {}, payment.id);
  const current = (await findPayment(ctx, payment.id)) ?? payment;
  if (!result) return current;
  const capture = result.status < 300 ? captureOf(result.body) : null;
  if (capture?.status === 'COMPLETED' && result.body.status === 'COMPLETED') {
    return settleIfOpen(ctx, current, { type: 'CAPTURE_RESULT', success: true }, { captureId: capture.id, received: capture.received });
  }
  if (declined(result.status, result.body) || capture?.status === 'DECLINED') {
    return settleIfOpen(ctx, current, { type: 'CAPTURE_RESULT', success: false }, { reason: DECLINED });
  }
  return current;
}
