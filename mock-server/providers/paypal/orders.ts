import { and, eq } from 'drizzle-orm';
import { Router, type Request } from 'express';
import { z } from 'zod';
import type { ServerContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { paypalOrders } from '../../db/schema/index.ts';
import { route } from '../../http.ts';
import { baseUrl } from './changes.ts';
import { apiError, notFoundError, validationError, type ErrorDetail } from './errors.ts';
import { paypalId } from './state.ts';
import type { Link } from './types.ts';

/** An Orders v2 order as the simulator keeps it: CREATED until the payer approves, then captured once. */
export interface SimOrder {
  id: string;
  /** The PayPal-Request-Id it was created with: the same id again gets the same order. */
  requestId: string | null;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  purchaseUnit: { reference_id: string; amount: { currency_code: string; value: string }; description?: string; custom_id?: string };
  returnUrl: string;
  cancelUrl: string;
  createdAt: number;
  updatedAt: number;
  capture: { id: string; requestId: string | null; createdAt: number } | null;
}

/*
 * Orders live in the `paypal_orders` table (mock-server/db/schema/money.ts; a data reset empties it). Approval and
 * capture are conditional updates on the status read, so an order is approved once and captured once, whichever
 * request or process gets there first.
 */
type Db = Pick<ServerContext, 'db'>;

export async function findOrder(ctx: Db, id: string): Promise<SimOrder | undefined> {
  const [row] = await ctx.db.select().from(paypalOrders).where(eq(paypalOrders.id, id));
  return row;
}

/** The order created with this PayPal-Request-Id (a unique index), if any. */
async function orderByRequestId(ctx: Db, requestId: string): Promise<SimOrder | undefined> {
  const [row] = await ctx.db.select().from(paypalOrders).where(eq(paypalOrders.requestId, requestId));
  return row;
}

/** Moves an order on from `from`: null when it is no longer in that status. */
async function changeOrder(ctx: Db, id: string, from: SimOrder['status'], changes: Partial<Omit<SimOrder, 'id'>>): Promise<SimOrder | null> {
  const [row] = await ctx.db.update(paypalOrders).set(changes).where(and(eq(paypalOrders.id, id), eq(paypalOrders.status, from))).returning();
  return row ?? null;
}

/** The payer approves a CREATED order on the checkout page (once); null when it was not CREATED. */
export const approveOrder = (ctx: Pick<ServerContext, 'db' | 'clock'>, id: string) => changeOrder(ctx, id, 'CREATED', { status: 'APPROVED', updatedAt: ctx.clock.now() });

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

export const checkoutPath = (id: string) => `/__sim/paypal/checkout/${encodeURIComponent(id)}`;

function orderLinks(base: string, order: SimOrder): Link[] {
  const self = `${base}/v2/checkout/orders/${order.id}`;
  const links: Link[] = [{ href: self, rel: 'self', method: 'GET' }];
  if (order.status === 'CREATED') links.push({ href: `${base}${checkoutPath(order.id)}`, rel: 'approve', method: 'GET' });
  if (order.status === 'APPROVED') links.push({ href: `${self}/capture`, rel: 'capture', method: 'POST' });
  return links;
}

/** `GET /v2/checkout/orders/:id`, and the capture's answer: purchase_units[0].payments.captures[0] once captured. */
export function orderView(base: string, order: SimOrder) {
  const unit = { ...order.purchaseUnit };
  const payments = order.capture
    ? { captures: [{ id: order.capture.id, status: 'COMPLETED', amount: unit.amount, final_capture: true, create_time: iso(order.capture.createdAt), update_time: iso(order.capture.createdAt) }] }
    : undefined;
  return {
    id: order.id,
    intent: 'CAPTURE',
    status: order.status,
    purchase_units: [{ ...unit, ...(payments ? { payments } : {}) }],
    ...(order.status !== 'CREATED' ? { payer: { name: { given_name: 'Sauti', surname: 'Tester' }, email_address: 'payer@sauti.test', payer_id: 'SAUTISIMPAYER' } } : {}),
    create_time: iso(order.createdAt),
    update_time: iso(order.updatedAt),
    links: orderLinks(base, order),
  };
}

const text = (max: number) => z.string().max(max, `Must be ${max} characters or fewer.`);
const experience = z.object({ return_url: z.url('Must be a URL.').optional(), cancel_url: z.url('Must be a URL.').optional(), brand_name: text(127).optional(), user_action: text(20).optional() });
const orderBody = z.object({
  intent: z.literal('CAPTURE', { error: 'Only intent CAPTURE is supported.' }),
  purchase_units: z.array(z.object({
    reference_id: text(256).optional(),
    description: text(127).optional(),
    custom_id: text(127).optional(),
    amount: z.object({
      currency_code: z.string().regex(/^[A-Z]{3}$/, 'Must be a three-letter ISO 4217 code, such as "USD".'),
      value: z.string().regex(/^\d{1,10}\.\d{2}$/, 'Must have two decimals, such as "10.00".').refine((v) => Number(v) > 0, 'Must be more than zero.'),
    }),
  })).min(1, 'One purchase unit is required.').max(1, 'The simulator takes one purchase unit.'),
  application_context: experience.optional(),
  payment_source: z.object({ paypal: z.object({ experience_context: experience.optional() }).optional() }).optional(),
});

/** `/v2/checkout/orders`: create an order, read it, capture it once the payer approved it. Behind requireBearer. */
export function orderRoutes(ctx: ServerContext): Router {
  const r = Router();
  const requestId = (req: Request) => req.get('PayPal-Request-Id') ?? null;
  const found = async (req: Request) => {
    const order = await findOrder(ctx, String(req.params.id));
    if (!order) throw notFoundError();
    return order;
  };

  r.post('/', route(async (req, res) => {
    const key = requestId(req);
    const again = key && (await orderByRequestId(ctx, key));
    if (again) return void res.status(200).json(orderView(baseUrl(req), again));
    const parsed = orderBody.safeParse(req.body ?? {});
    if (!parsed.success) throw validationError(parsed.error);
    const { purchase_units: [unit], application_context: legacy, payment_source: source } = parsed.data;
    const urls = { ...legacy, ...source?.paypal?.experience_context };
    if (!unit || !urls.return_url || !urls.cancel_url) {
      throw apiError(400, 'INVALID_REQUEST', 'Request is not well-formed, syntactically incorrect, or violates schema.', [
        { field: 'payment_source.paypal.experience_context', location: 'body', issue: 'return_url and cancel_url are required by this simulator.' },
      ]);
    }
    const now = ctx.clock.now();
    const order: SimOrder = {
      id: paypalId(ctx), requestId: key, status: 'CREATED', purchaseUnit: { reference_id: 'default', ...unit },
      returnUrl: urls.return_url, cancelUrl: urls.cancel_url, createdAt: now, updatedAt: now, capture: null,
    };
    try {
      await ctx.db.insert(paypalOrders).values(order);
    } catch (error) {
      // The same PayPal-Request-Id raced in from another request: it gets that request's order.
      const first = key && isUniqueViolation(error, 'paypal_orders_request') ? await orderByRequestId(ctx, key) : undefined;
      if (!first) throw error;
      return void res.status(200).json(orderView(baseUrl(req), first));
    }
    res.status(201).json(orderView(baseUrl(req), order));
  }));

  r.get('/:id', route(async (req, res) => {
    res.json(orderView(baseUrl(req), await found(req)));
  }));

  r.post('/:id/capture', route(async (req, res) => {
    const unprocessable = (issue: string, description: string) => {
      const detail: ErrorDetail & { description: string } = { field: 'order_id', location: 'path', issue, description };
      return apiError(422, 'UNPROCESSABLE_ENTITY', 'The requested action could not be performed, semantically incorrect, or failed business validation.', [detail]);
    };
    /** The answer to an order that is not (or no longer) APPROVED. */
    const answer = (order: SimOrder) => {
      // The same PayPal-Request-Id retries the same capture and gets the same answer.
      if (order.capture && order.capture.requestId !== null && order.capture.requestId === requestId(req)) return void res.status(201).json(orderView(baseUrl(req), order));
      if (order.status === 'COMPLETED') throw unprocessable('ORDER_ALREADY_CAPTURED', 'Order already captured.');
      throw unprocessable('ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
    };
    const order = await found(req);
    if (order.status !== 'APPROVED') return answer(order);
    const now = ctx.clock.now();
    const captured = await changeOrder(ctx, order.id, 'APPROVED', { status: 'COMPLETED', updatedAt: now, capture: { id: paypalId(ctx), requestId: requestId(req), createdAt: now } });
    if (!captured) return answer(await found(req));
    res.status(201).json(orderView(baseUrl(req), captured));
  }));

  return r;
}
