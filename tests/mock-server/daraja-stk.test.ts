import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { readDarajaConfig } from '../../mock-server/providers/daraja/config.ts';
import { setDarajaDelivery } from '../../mock-server/providers/daraja/delivery.ts';
import { stkPushRequest, stkQueryRequest } from '../../mock-server/providers/daraja/requests.ts';
import { stkPrompts } from './money-support.ts';
import { makeServer, SECOND } from './support.ts';

const cfg = readDarajaConfig();
const CALLBACK = 'http://127.0.0.1:3001/api/webhooks/mpesa/stk';
const push = { amount: 1500, phoneNumber: '254712345678', callbackUrl: CALLBACK, accountReference: 'SAUTI-C1', transactionDesc: 'Campaign launch' };

interface StkCallback {
  Body: { stkCallback: { MerchantRequestID: string; CheckoutRequestID: string; ResultCode: number; ResultDesc: string; CallbackMetadata?: unknown } };
}

/** A server whose callbacks are captured, with one STK prompt opened on the virtual phone. */
async function withPrompt() {
  const server = await makeServer();
  const sent: { url: string; body: StkCallback }[] = [];
  setDarajaDelivery(server.ctx, (url, body) => void sent.push({ url, body: body as StkCallback }));
  const auth = await request(server.app).get('/oauth/v1/generate?grant_type=client_credentials').auth(cfg.consumerKey, cfg.consumerSecret);
  const token = (auth.body as { access_token: string }).access_token;
  const post = (path: string, body: object) => request(server.app).post(path).set('Authorization', `Bearer ${token}`).send(body);
  const open = async () => (await post('/mpesa/stkpush/v1/processrequest', stkPushRequest(cfg, server.clock.now(), push)).expect(200)).body as { MerchantRequestID: string; CheckoutRequestID: string };
  const ack = await open();
  const resolve = (outcome: string, extra: object = {}) => request(server.app).post(`/__sim/mpesa/stk/${ack.CheckoutRequestID}/resolve`).send({ outcome, ...extra });
  const query = () => post('/mpesa/stkpushquery/v1/query', stkQueryRequest(cfg, server.clock.now(), ack.CheckoutRequestID));
  return { ...server, sent, ack, open, resolve, query };
}

describe('Daraja mirror: STK callbacks (§9 check 3)', () => {
  it('approved sends exactly one ResultCode 0 callback whose CallbackMetadata has Amount, MpesaReceiptNumber, Balance, TransactionDate and PhoneNumber', async () => {
    const { sent, ack, resolve } = await withPrompt();
    const res = await resolve('approved').expect(200);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe(CALLBACK);
    expect(sent[0]?.body).toEqual({
      Body: {
        stkCallback: {
          MerchantRequestID: ack.MerchantRequestID,
          CheckoutRequestID: ack.CheckoutRequestID,
          ResultCode: 0,
          ResultDesc: 'The service request is processed successfully.',
          CallbackMetadata: {
            Item: [
              { Name: 'Amount', Value: 1500 },
              { Name: 'MpesaReceiptNumber', Value: expect.stringMatching(/^[A-Z][A-Z0-9]{9}$/) },
              { Name: 'Balance' },
              // The fake clock starts at 2026-01-05 07:00 UTC: 10:00 in Nairobi.
              { Name: 'TransactionDate', Value: 20260105100000 },
              { Name: 'PhoneNumber', Value: 254712345678 },
            ],
          },
        },
      },
    });
    expect(res.body).toMatchObject({ resultCode: 0, mpesaReceiptNumber: expect.any(String), callbackSent: true });
  });

  it.each([
    ['insufficient_balance', 1, 'The balance is insufficient for the transaction.'],
    ['cancelled', 1032, 'Request cancelled by user'],
    ['timeout', 1037, 'DS timeout user cannot be reached'],
    ['wrong_pin', 2001, 'The initiator information is invalid.'],
  ])('%s sends exactly one ResultCode %i callback, without CallbackMetadata', async (outcome, code, desc) => {
    const { sent, ack, resolve, query } = await withPrompt();
    await resolve(outcome).expect(200);
    expect(sent).toEqual([
      { url: CALLBACK, body: { Body: { stkCallback: { MerchantRequestID: ack.MerchantRequestID, CheckoutRequestID: ack.CheckoutRequestID, ResultCode: code, ResultDesc: desc } } } },
    ]);
    expect((await query().expect(200)).body).toMatchObject({ ResultCode: String(code), ResultDesc: desc });
  });

  it('a second answer to the same prompt is refused with 409 and sends no second callback', async () => {
    const { sent, resolve } = await withPrompt();
    await resolve('approved').expect(200);
    const again = await resolve('cancelled').expect(409);
    expect(again.body.message).toMatch(/already answered/);
    expect(sent).toHaveLength(1);
  });

  it('two simultaneous answers to one prompt resolve it once: one 200, one 409, one callback', async () => {
    const { sent, resolve } = await withPrompt();
    const statuses = (await Promise.all([resolve('approved'), resolve('approved')])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect(sent).toHaveLength(1);
  });

  it('each approval gets its own MpesaReceiptNumber', async () => {
    const { app, sent, open, resolve } = await withPrompt();
    const second = await open();
    await resolve('approved').expect(200);
    await request(app).post(`/__sim/mpesa/stk/${second.CheckoutRequestID}/resolve`).send({ outcome: 'approved' }).expect(200);
    const receipts = sent.map((s) => (s.body.Body.stkCallback.CallbackMetadata as { Item: { Name: string; Value?: unknown }[] }).Item[1]?.Value);
    expect(new Set(receipts).size).toBe(2);
  });
});

describe('Daraja mirror: the virtual phone', () => {
  it('an unanswered prompt times out after 90 s on the server clock with exactly one 1037 callback', async () => {
    const { clock, sent, ack, query, resolve } = await withPrompt();
    clock.advance(89 * SECOND);
    await query().expect(500);
    expect(sent).toHaveLength(0);
    clock.advance(1 * SECOND);
    expect((await query().expect(200)).body).toMatchObject({ ResultCode: '1037' });
    await query().expect(200);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body.Body.stkCallback).toEqual({ MerchantRequestID: ack.MerchantRequestID, CheckoutRequestID: ack.CheckoutRequestID, ResultCode: 1037, ResultDesc: 'DS timeout user cannot be reached' });
    await resolve('approved').expect(409);
  });

  it('lists open prompts with their expiry, and drops a prompt once it is answered', async () => {
    const { app, ack, resolve } = await withPrompt();
    const before = await request(app).get('/__sim/mpesa/pending').expect(200);
    expect(before.body.stk).toEqual([
      {
        checkoutRequestId: ack.CheckoutRequestID,
        merchantRequestId: ack.MerchantRequestID,
        phoneNumber: '254712345678',
        amount: 1500,
        accountReference: 'SAUTI-C1',
        transactionDesc: 'Campaign launch',
        createdAt: '2026-01-05T07:00:00.000Z',
        expiresAt: '2026-01-05T07:01:30.000Z',
      },
    ]);
    await resolve('approved').expect(200);
    expect((await request(app).get('/__sim/mpesa/pending').expect(200)).body.stk).toEqual([]);
  });

  it('a dropped callback still settles the result, so only a query finds it', async () => {
    const { sent, resolve, query } = await withPrompt();
    const res = await resolve('approved', { dropCallback: true }).expect(200);
    expect(res.body.callbackSent).toBe(false);
    expect(sent).toHaveLength(0);
    expect((await query().expect(200)).body.ResultCode).toBe('0');
  });

  it('refuses an unknown outcome with 422 field errors and an unknown prompt with 404', async () => {
    const { app, resolve } = await withPrompt();
    const bad = await resolve('maybe').expect(422);
    expect(bad.body.errors.outcome).toBeDefined();
    await request(app).post('/__sim/mpesa/stk/ws_CO_missing/resolve').send({ outcome: 'approved' }).expect(404);
  });

  it('keeps prompts in the daraja_stk table', async () => {
    const { db, ack } = await withPrompt();
    const records = await stkPrompts({ db });
    // The seed's own prompts (its launch payments) come first; the new one is kept after them.
    expect(records.at(-1)?.checkoutRequestId).toBe(ack.CheckoutRequestID);
    expect(records.filter((r) => r.checkoutRequestId === ack.CheckoutRequestID)).toHaveLength(1);
  });
});
