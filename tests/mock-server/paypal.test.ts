import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { paypalTokens } from '../../mock-server/db/schema/index.ts';
import { DEV_CLIENT_ID, DEV_CLIENT_SECRET } from '../../mock-server/providers/paypal/config.ts';
import type { WebhookEvent } from '../../mock-server/providers/paypal/types.ts';
import { setPaypalWebhooks } from '../../mock-server/providers/paypal/webhooks.ts';
import { DAY, expectNoStackTrace, makeServer, SECOND } from './support.ts';

const LISTENER = 'http://listener.test/webhooks/paypal';
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
const item = (n: number, overrides: Record<string, unknown> = {}) => ({
  recipient_type: 'EMAIL', amount: { value: `${n}.50`, currency: 'USD' }, receiver: `creator${n}@example.com`, sender_item_id: `w-${n}`, ...overrides,
});
const payout = (batchId: string, items = [item(10), item(20)]) => ({ sender_batch_header: { sender_batch_id: batchId, email_subject: 'Your Sauti earnings' }, items });

/** A development server whose webhook events are captured instead of posted. */
async function sim(mode: 'development' | 'production' = 'development') {
  const server = await makeServer({ mode });
  const events: WebhookEvent[] = [];
  setPaypalWebhooks(server.ctx, { url: LISTENER, deliver: (_url, body) => void events.push(body) });
  const { app } = server;
  const tokenRequest = (auth: string, grant = 'client_credentials') =>
    request(app).post('/v1/oauth2/token').set('Authorization', auth).type('form').send({ grant_type: grant });
  const token = async () => (await tokenRequest(basic(DEV_CLIENT_ID, DEV_CLIENT_SECRET)).expect(200)).body.access_token as string;
  const as = (bearer: string) => ({
    create: (body: unknown) => request(app).post('/v1/payments/payouts').set('Authorization', `Bearer ${bearer}`).send(body as object),
    batch: (id: string) => request(app).get(`/v1/payments/payouts/${id}`).set('Authorization', `Bearer ${bearer}`),
    item: (id: string) => request(app).get(`/v1/payments/payouts-item/${id}`).set('Authorization', `Bearer ${bearer}`),
    cancel: (id: string) => request(app).post(`/v1/payments/payouts-item/${id}/cancel`).set('Authorization', `Bearer ${bearer}`),
  });
  const resolve = (id: string, status: unknown) => request(app).post(`/__sim/paypal/items/${id}/resolve`).send({ status });
  /** Pays out a fresh batch and returns its API client and item ids. */
  const paidOut = async (batchId = 'b-1', items?: ReturnType<typeof item>[]) => {
    const api = as(await token());
    const created = await api.create(payout(batchId, items)).expect(201);
    const batch = await api.batch(created.body.batch_header.payout_batch_id).expect(200);
    return { api, batchId: created.body.batch_header.payout_batch_id as string, itemIds: batch.body.items.map((i: { payout_item_id: string }) => i.payout_item_id) as string[] };
  };
  const eventTypes = () => events.map((e) => e.event_type);
  return { ...server, events, eventTypes, tokenRequest, token, as, resolve, paidOut };
}

describe('PayPal simulator: OAuth', () => {
  it('issues a Bearer token for the configured client credentials, and stores only its hash', async () => {
    const { tokenRequest, rows } = await sim();
    const res = await tokenRequest(basic(DEV_CLIENT_ID, DEV_CLIENT_SECRET)).expect(200);
    expect(res.body).toMatchObject({ token_type: 'Bearer', expires_in: 32_400, app_id: expect.any(String), nonce: expect.any(String), scope: expect.stringContaining('payouts') });
    const stored = await rows(paypalTokens);
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(res.body.access_token);
  });

  it('refuses wrong or missing client credentials with 401 invalid_client, and another grant type with 400', async () => {
    const { tokenRequest, app } = await sim();
    for (const auth of [basic(DEV_CLIENT_ID, 'wrong'), basic('someone', DEV_CLIENT_SECRET), 'Basic !!!', 'Bearer x']) {
      const res = await tokenRequest(auth).expect(401);
      expect(res.body).toEqual({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    }
    await request(app).post('/v1/oauth2/token').type('form').send({ grant_type: 'client_credentials' }).expect(401);
    const grant = await tokenRequest(basic(DEV_CLIENT_ID, DEV_CLIENT_SECRET), 'password').expect(400);
    expect(grant.body.error).toBe('unsupported_grant_type');
  });

  it('accepts a token until it expires on the server clock, then answers 401 invalid_token', async () => {
    const { token, as, clock } = await sim();
    const api = as(await token());
    clock.advance(32_400 * SECOND - 1);
    await api.batch('NOPE').expect(404);
    clock.advance(1);
    const res = await api.batch('NOPE').expect(401);
    expect(res.body).toEqual({ error: 'invalid_token', error_description: 'The token passed in was expired' });
  });

  it('refuses Payouts calls without a token or with an unknown one', async () => {
    const { app, as } = await sim();
    const none = await request(app).post('/v1/payments/payouts').send(payout('b-1')).expect(401);
    expect(none.body.name).toBe('AUTHENTICATION_FAILURE');
    expect((await as('made-up').create(payout('b-1')).expect(401)).body.error).toBe('invalid_token');
  });
});

describe('PayPal simulator: creating a payout', () => {
  it('answers 201 with a PENDING batch header, and the batch reads back with its items and total', async () => {
    const { token, as } = await sim();
    const api = as(await token());
    const created = await api.create(payout('b-1')).expect(201);
    expect(created.body.batch_header).toMatchObject({ batch_status: 'PENDING', sender_batch_header: { sender_batch_id: 'b-1' } });
    expect(created.body.links[0]).toMatchObject({ rel: 'self', method: 'GET' });
    const batch = await api.batch(created.body.batch_header.payout_batch_id).expect(200);
    expect(batch.body.batch_header).toMatchObject({ batch_status: 'PENDING', amount: { currency: 'USD', value: '31.00' }, fees: { value: '0.00' } });
    expect(batch.body.items.map((i: { transaction_status: string }) => i.transaction_status)).toEqual(['PENDING', 'PENDING']);
    expect(batch.body.items[0].payout_item).toMatchObject({ receiver: 'creator10@example.com', amount: { value: '10.50' } });
  });

  it.each([
    ['an amount without two decimals', payout('b', [item(1, { amount: { value: '10', currency: 'USD' } })]), 'items[0].amount.value'],
    ['a zero amount', payout('b', [item(1, { amount: { value: '0.00', currency: 'USD' } })]), 'items[0].amount.value'],
    ['a bad currency', payout('b', [item(1, { amount: { value: '1.00', currency: 'usd' } })]), 'items[0].amount.currency'],
    ['an unknown recipient type', payout('b', [item(1, { recipient_type: 'FAX' })]), 'items[0].recipient_type'],
    ['a receiver that is not an email', payout('b', [item(1, { receiver: 'not-an-email' })]), 'items[0].receiver'],
    ['a repeated sender_item_id', payout('b', [item(1), item(1)]), 'items[1].sender_item_id'],
    ['no items', payout('b', []), 'items'],
    ['no sender_batch_header', { items: [item(1)] }, 'sender_batch_header'],
    ['a misspelt field', { sender_payout_header: {}, ...payout('b') }, 'body'],
  ])('refuses %s with a PayPal VALIDATION_ERROR naming the field', async (_name, body, field) => {
    const { token, as } = await sim();
    const res = await as(await token()).create(body).expect(400);
    expect(res.body).toMatchObject({ name: 'VALIDATION_ERROR', message: expect.any(String), debug_id: expect.any(String) });
    expect(res.body.details).toContainEqual(expect.objectContaining({ field, location: 'body', issue: expect.any(String) }));
    expectNoStackTrace(res.text);
  });

  it('refuses a body that is not JSON with a 4xx, without a stack trace', async () => {
    const { token, app } = await sim();
    const res = await request(app).post('/v1/payments/payouts').set('Authorization', `Bearer ${await token()}`).type('json').send('{"items": [');
    // app.ts parses JSON before the simulator, so its own 422 answers today; the simulator would answer 400 MALFORMED_REQUEST.
    expect([400, 422]).toContain(res.status);
    expectNoStackTrace(res.text);
  });

  it('answers a path whose %-escapes do not decode with 400 MALFORMED_REQUEST, not a 500', async () => {
    const { token, as } = await sim();
    const res = await as(await token()).cancel('%zz');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ name: 'MALFORMED_REQUEST' });
    expectNoStackTrace(res.text);
  });

  it('refuses a sender_batch_id reused within 30 days with USER_BUSINESS_ERROR and a link to the first payout', async () => {
    const { paidOut, clock, token, as } = await sim();
    const { batchId } = await paidOut('b-1');
    clock.advance(30 * DAY - 1);
    const api = as(await token());
    const again = await api.create(payout('b-1')).expect(400);
    expect(again.body).toMatchObject({ name: 'USER_BUSINESS_ERROR', details: [{ field: 'sender_batch_header.sender_batch_id', issue: 'Batch with given sender_batch_id already exists' }] });
    expect(again.body.links[0].href).toMatch(new RegExp(`/v1/payments/payouts/${batchId}$`));
    clock.advance(1);
    await api.create(payout('b-1')).expect(201);
  });
});

describe('PayPal simulator: item lifecycle and webhooks', () => {
  it('moves items through the simulator control, with the batch status following, one webhook per change', async () => {
    const { paidOut, resolve, eventTypes, events } = await sim();
    const { api, batchId, itemIds: [first, second] } = await paidOut();
    const paid = await resolve(first!, 'SUCCESS').expect(200);
    expect(paid.body).toMatchObject({ transaction_status: 'SUCCESS', transaction_id: expect.any(String), time_processed: expect.any(String) });
    expect((await api.batch(batchId)).body.batch_header.batch_status).toBe('PROCESSING');
    await resolve(second!, 'ONHOLD').expect(200);
    expect((await api.batch(batchId)).body.batch_header.batch_status).toBe('PROCESSING');
    await resolve(second!, 'UNCLAIMED').expect(200);
    const done = await api.batch(batchId);
    expect(done.body.batch_header).toMatchObject({ batch_status: 'SUCCESS', time_completed: expect.any(String) });
    await resolve(second!, 'SUCCESS').expect(200);
    await resolve(first!, 'REFUNDED').expect(200);
    expect(eventTypes()).toEqual(['SUCCEEDED', 'HELD', 'UNCLAIMED', 'SUCCEEDED', 'REFUNDED'].map((e) => `PAYMENT.PAYOUTS-ITEM.${e}`));
    expect(events[0]).toMatchObject({ resource_type: 'payouts_item', event_version: '1.0', resource: { payout_item_id: first, transaction_status: 'SUCCESS', payout_batch_id: batchId } });
    expect((await api.item(first!).expect(200)).body.transaction_status).toBe('REFUNDED');
  });

  it.each([
    ['FAILED', 'FAILED'], ['BLOCKED', 'BLOCKED'], ['UNCLAIMED', 'UNCLAIMED'], ['ONHOLD', 'HELD'], ['SUCCESS', 'SUCCEEDED'],
  ])('a pending item resolved to %s sends exactly one PAYMENT.PAYOUTS-ITEM.%s', async (status, event) => {
    const { paidOut, resolve, eventTypes } = await sim();
    const { itemIds: [id] } = await paidOut('b-1', [item(5)]);
    await resolve(id!, status).expect(200);
    expect(eventTypes()).toEqual([`PAYMENT.PAYOUTS-ITEM.${event}`]);
  });

  it('refuses moves the item cannot make (409), unknown items (404) and unknown statuses (422), sending nothing', async () => {
    const { paidOut, resolve, events } = await sim();
    const { itemIds: [id] } = await paidOut('b-1', [item(5)]);
    await resolve(id!, 'FAILED').expect(200);
    const late = await resolve(id!, 'SUCCESS').expect(409);
    expect(late.body.message).toBe('This payout item is FAILED, so it cannot become SUCCESS.');
    await resolve('NOPE', 'SUCCESS').expect(404);
    for (const status of ['PENDING', 'PAID', undefined]) {
      const res = await resolve(id!, status).expect(422);
      expect(res.body.errors.status).toBeDefined();
      expectNoStackTrace(res.text);
    }
    expect(events).toHaveLength(1);
  });

  it('returns an unclaimed item after 30 days on the server clock, not before, with one RETURNED webhook', async () => {
    const { paidOut, resolve, clock, token, as, eventTypes } = await sim();
    const { itemIds: [id] } = await paidOut('b-1', [item(5)]);
    await resolve(id!, 'UNCLAIMED').expect(200);
    clock.advance(30 * DAY - 1);
    const api = as(await token());
    expect((await api.item(id!)).body.transaction_status).toBe('UNCLAIMED');
    clock.advance(1);
    expect((await api.item(id!)).body.transaction_status).toBe('RETURNED');
    await api.item(id!);
    expect(eventTypes()).toEqual(['PAYMENT.PAYOUTS-ITEM.UNCLAIMED', 'PAYMENT.PAYOUTS-ITEM.RETURNED']);
  });

  it('cancels only an UNCLAIMED item, which becomes RETURNED with a CANCELED webhook', async () => {
    const { paidOut, resolve, eventTypes } = await sim();
    const { api, itemIds: [id] } = await paidOut('b-1', [item(5)]);
    const early = await api.cancel(id!).expect(400);
    expect(early.body).toMatchObject({ name: 'ITEM_CANCELLATION_FAILED', message: expect.stringContaining('PENDING') });
    await resolve(id!, 'UNCLAIMED').expect(200);
    expect((await api.cancel(id!).expect(200)).body.transaction_status).toBe('RETURNED');
    await api.cancel(id!).expect(400);
    expect((await api.cancel('NOPE').expect(404)).body.name).toBe('INVALID_RESOURCE_ID');
    expect(eventTypes()).toEqual(['PAYMENT.PAYOUTS-ITEM.UNCLAIMED', 'PAYMENT.PAYOUTS-ITEM.CANCELED']);
  });

  it('lists items for the simulator, filtered by status', async () => {
    const { paidOut, resolve, app } = await sim();
    const { itemIds: [first] } = await paidOut();
    await resolve(first!, 'SUCCESS').expect(200);
    expect((await request(app).get('/__sim/paypal/items').expect(200)).body.items).toHaveLength(2);
    const paid = await request(app).get('/__sim/paypal/items?status=SUCCESS').expect(200);
    expect(paid.body.items.map((i: { payout_item_id: string }) => i.payout_item_id)).toEqual([first]);
    await request(app).get('/__sim/paypal/items?status=NOPE').expect(422);
  });
});

describe('PayPal simulator: webhook delivery and mode', () => {
  it('posts each event as JSON to the listener over real HTTP by default', async () => {
    const received: { type?: string; body: WebhookEvent }[] = [];
    const listener = http.createServer((req, res) => {
      let text = '';
      req.on('data', (chunk) => (text += chunk));
      req.on('end', () => {
        received.push({ type: req.headers['content-type'], body: JSON.parse(text) as WebhookEvent });
        res.end();
      });
    });
    await new Promise<void>((done) => listener.listen(0, '127.0.0.1', done));
    onTestFinished(() => void listener.close());
    const { ctx, paidOut, resolve } = await sim();
    setPaypalWebhooks(ctx, { url: `http://127.0.0.1:${(listener.address() as AddressInfo).port}/hook` });
    const { itemIds: [id] } = await paidOut('b-1', [item(5)]);
    await resolve(id!, 'SUCCESS').expect(200);
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toMatchObject({ type: 'application/json', body: { event_type: 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED' } });
  });

  it('sends nothing without a listener URL, and a failing listener does not fail the change', async () => {
    const { ctx, paidOut, resolve } = await sim();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    onTestFinished(() => errors.mockRestore());
    const deliver = vi.fn(() => Promise.reject(new Error('listener down')));
    setPaypalWebhooks(ctx, { url: null, deliver });
    const { itemIds: [first, second] } = await paidOut();
    await resolve(first!, 'SUCCESS').expect(200);
    expect(deliver).not.toHaveBeenCalled();
    setPaypalWebhooks(ctx, { url: LISTENER, deliver });
    await resolve(second!, 'FAILED').expect(200);
    expect(deliver).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(errors).toHaveBeenCalledWith('[paypal-sim] webhook delivery failed:', 'listener down'));
  });

  it('is absent in production mode', async () => {
    const { app } = await sim('production');
    await request(app).post('/v1/oauth2/token').set('Authorization', basic(DEV_CLIENT_ID, DEV_CLIENT_SECRET)).type('form').send({ grant_type: 'client_credentials' }).expect(404);
    await request(app).post('/v1/payments/payouts').send(payout('b-1')).expect(404);
    await request(app).get('/__sim/paypal/items').expect(404);
    await request(app).post('/__sim/paypal/items/X/resolve').send({ status: 'SUCCESS' }).expect(404);
  });
});
