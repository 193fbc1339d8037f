import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Payment } from '../../src/domain/money-types.ts';
import { DEV_CLIENT_ID, DEV_CLIENT_SECRET } from '../../mock-server/providers/paypal/config.ts';
import { approvedCampaign, axeViolations, listening, paymentsApi , ledgerRows } from './money-support.ts';
import { makeServer } from './support.ts';

const CHAMA = { email: 'brand-chama@sauti.test', id: 'acc-chama', campaign: 'cmp-chama-usd-approved' } as const;

/** Chama, with an approved USD campaign (USD 5,000 budget: USD 250 fee), paying by PayPal on a listening server. */
async function chama(appUrl?: string) {
  const server = await makeServer();
  if (appUrl !== undefined) server.ctx.appUrl = appUrl;
  await listening(server);
  await approvedCampaign(server, { id: CHAMA.campaign, brandId: CHAMA.id, brandName: 'Chama Collective', currency: 'USD', budgetTotal: 500_000 });
  const token = await server.signIn(CHAMA.email);
  const api = paymentsApi(server, token);
  const payment = (await api.pay(CHAMA.campaign, { method: 'paypal' }).expect(201)).body as Payment;
  const checkout = new URL(payment.paypal?.approveUrl ?? 'http://missing');
  const choose = (choice: string) => request(server.app).post(checkout.pathname).type('form').send({ choice });
  const before = (await ledgerRows(server)).length;
  const transfers = async () => (await ledgerRows(server)).slice(before);
  return { server, api, payment, checkout, choose, transfers };
}

describe('launch payments by PayPal (USD campaigns)', () => {
  it('creates a PayPal order for the fee plus the budget and waits for the payer on the approval page', async () => {
    const { server, api, payment, checkout } = await chama();
    expect(payment).toMatchObject({
      method: 'paypal', currency: 'USD', amount: 525_000, launchFee: 25_000, budget: 500_000, status: 'awaiting_payer',
      phone: null, mpesa: null, checkAfter: null, paypal: { orderId: expect.stringMatching(/^[A-Z0-9]{13}$/), approveUrl: `${server.ctx.publicUrl}/__sim/paypal/checkout/${payment.paypal?.orderId}` },
    });
    expect((await api.campaign(CHAMA.campaign)).status).toBe('funding');
    expect((await api.get(payment.id).expect(200)).body.status).toBe('awaiting_payer');
    const page = await request(server.app).get(checkout.pathname).expect(200);
    expect(page.text).toContain('USD 5250.00');
    expect(page.text).not.toMatch(/<script|\son[a-z]+=/i);
    expect(page.text).toContain('lang="en"');
    expect(await axeViolations(page.text)).toEqual([]);
    expect(page.headers['content-security-policy']).toContain("form-action 'self' http://localhost:5173");
  });

  it('Pay approves the order and returns to the campaign page; the next read captures it and launches the campaign', async () => {
    const { api, payment, choose, transfers } = await chama();
    const back = await choose('pay').expect(303);
    expect(back.headers.location).toBe(`http://localhost:5173/brand/campaigns/${CHAMA.campaign}?payment=${payment.id}`);
    const read = (await api.get(payment.id).expect(200)).body as Payment;
    expect(read).toMatchObject({ status: 'succeeded', reason: null, settledAt: expect.any(String) });
    expect((await transfers()).map((t) => [t.id.replace(/^paypal:[A-Z0-9]+$/, 'paypal:{capture}'), t.debitAccountId, t.creditAccountId, t.amount, t.currency])).toEqual([
      ['paypal:{capture}', 'asset:paypal:USD', 'brand:acc-chama:balance:USD', 525_000, 'USD'],
      [`launch-fee:${CHAMA.campaign}`, 'brand:acc-chama:balance:USD', 'revenue:launch_fees:USD', 25_000, 'USD'],
      [`escrow:${CHAMA.campaign}`, 'brand:acc-chama:balance:USD', `campaign:${CHAMA.campaign}:escrow`, 500_000, 'USD'],
    ]);
    expect((await api.campaign(CHAMA.campaign)).status).toBe('recruiting');
    await api.get(payment.id).expect(200);
    expect(await transfers()).toHaveLength(3);
  });

  it('Cancel returns with paypal=cancelled; cancelling the payment puts the campaign back to approved', async () => {
    const { api, payment, choose, transfers } = await chama();
    const back = await choose('cancel').expect(303);
    expect(back.headers.location).toBe(`http://localhost:5173/brand/campaigns/${CHAMA.campaign}?payment=${payment.id}&paypal=cancelled`);
    const cancelled = (await api.cancel(payment.id).expect(200)).body as Payment;
    expect(cancelled).toMatchObject({ status: 'cancelled', reason: 'The PayPal payment was cancelled before it was made. Nothing was taken.' });
    expect((await api.campaign(CHAMA.campaign)).status).toBe('approved');
    expect((await api.cancel(payment.id).expect(409)).body.message).toBe('This payment was already cancelled.');
    expect(await transfers()).toEqual([]);
  });

  it('sends the payer back to this server when it serves the app itself (no APP_URL)', async () => {
    const { server, api, choose } = await chama('');
    expect((await choose('pay').expect(303)).headers.location).toMatch(new RegExp(`^${server.ctx.publicUrl}/brand/campaigns/${CHAMA.campaign}\\?payment=`));
    expect((await api.campaign(CHAMA.campaign)).status).toBe('funding');
  });

  it('a cancel that comes after the payer approved captures instead, and refuses M-Pesa for USD', async () => {
    const { api, payment, choose } = await chama();
    await choose('pay').expect(303);
    expect((await api.cancel(payment.id).expect(409)).body.message).toBe('This payment already went through, so it cannot be cancelled.');
    expect((await api.get(payment.id).expect(200)).body.status).toBe('succeeded');
    const mpesa = await api.pay(CHAMA.campaign, { method: 'mpesa', phone: '0712345678' }).expect(422);
    expect(mpesa.body.errors.method).toEqual(['M-Pesa cannot take USD: pay for this campaign with PayPal.']);
  });
});

describe('PayPal Orders v2 mirror', () => {
  async function orders() {
    const server = await makeServer();
    const auth = await request(server.app).post('/v1/oauth2/token').auth(DEV_CLIENT_ID, DEV_CLIENT_SECRET).type('form').send({ grant_type: 'client_credentials' }).expect(200);
    const bearer = `Bearer ${auth.body.access_token as string}`;
    const call = (method: 'get' | 'post', path: string, body?: object, requestId?: string) => {
      const req = request(server.app)[method](path).set('Authorization', bearer);
      if (requestId) req.set('PayPal-Request-Id', requestId);
      return body ? req.send(body) : req;
    };
    const body = { intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'USD', value: '52.50' } }], application_context: { return_url: 'https://app.test/back', cancel_url: 'https://app.test/cancel' } };
    return { server, call, body };
  }

  it('creates, reads and captures an order in PayPal\'s shapes, one capture per order', async () => {
    const { server, call, body } = await orders();
    const created = await call('post', '/v2/checkout/orders', body, 'req-1').expect(201);
    expect(created.body).toMatchObject({ id: expect.any(String), status: 'CREATED', links: expect.arrayContaining([expect.objectContaining({ rel: 'approve' })]) });
    expect((await call('post', '/v2/checkout/orders', body, 'req-1').expect(200)).body.id).toBe(created.body.id);
    const id = created.body.id as string;
    const early = await call('post', `/v2/checkout/orders/${id}/capture`, {}, 'cap-1').expect(422);
    expect(early.body.details[0].issue).toBe('ORDER_NOT_APPROVED');
    await request(server.app).post(`/__sim/paypal/checkout/${id}`).type('form').send({ choice: 'pay' }).expect(303);
    expect((await call('get', `/v2/checkout/orders/${id}`).expect(200)).body.status).toBe('APPROVED');
    const captured = await call('post', `/v2/checkout/orders/${id}/capture`, {}, 'cap-1').expect(201);
    const capture = captured.body.purchase_units[0].payments.captures[0];
    expect(captured.body.status).toBe('COMPLETED');
    expect(capture).toMatchObject({ id: expect.any(String), status: 'COMPLETED', amount: { currency_code: 'USD', value: '52.50' } });
    expect((await call('post', `/v2/checkout/orders/${id}/capture`, {}, 'cap-1').expect(201)).body.purchase_units[0].payments.captures[0].id).toBe(capture.id);
    expect((await call('post', `/v2/checkout/orders/${id}/capture`, {}, 'cap-2').expect(422)).body.details[0].issue).toBe('ORDER_ALREADY_CAPTURED');
  });

  it('refuses a missing token (401), a bad body (400) and an unknown order (404)', async () => {
    const { server, call, body } = await orders();
    await request(server.app).post('/v2/checkout/orders').send(body).expect(401);
    const bad = await call('post', '/v2/checkout/orders', { intent: 'AUTHORIZE', purchase_units: [{ amount: { currency_code: 'usd', value: '5' } }] }).expect(400);
    expect(bad.body).toMatchObject({ name: 'VALIDATION_ERROR', details: expect.any(Array) });
    const noUrls = await call('post', '/v2/checkout/orders', { ...body, application_context: undefined }).expect(400);
    expect(noUrls.body.name).toBe('INVALID_REQUEST');
    expect((await call('get', '/v2/checkout/orders/NOPE').expect(404)).body.name).toBe('INVALID_RESOURCE_ID');
    expect((await request(server.app).get('/__sim/paypal/checkout/NOPE').expect(404)).body).toEqual({ message: 'There is no PayPal order with that id.' });
  });
});
