import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { readDarajaConfig, stkPassword } from '../../mock-server/providers/daraja/config.ts';
import { setDarajaDelivery } from '../../mock-server/providers/daraja/delivery.ts';
import { b2cRequest, stkPushRequest, stkQueryRequest, transactionStatusRequest } from '../../mock-server/providers/daraja/requests.ts';
import { expectNoStackTrace, makeServer, SECOND } from './support.ts';

const cfg = readDarajaConfig();
const CALLBACK = 'http://127.0.0.1:3001/api/webhooks/mpesa/stk';
const push = { amount: 1500, phoneNumber: '254712345678', callbackUrl: CALLBACK, accountReference: 'SAUTI-C1', transactionDesc: 'Campaign launch' };
const payout = { amount: 2500, phoneNumber: '254712345678', remarks: 'Creator payout', resultUrl: 'http://127.0.0.1:3001/api/webhooks/mpesa/b2c/result', queueTimeOutUrl: 'http://127.0.0.1:3001/api/webhooks/mpesa/b2c/timeout' };

async function setup() {
  const server = await makeServer();
  const sent: { url: string; body: unknown }[] = [];
  setDarajaDelivery(server.ctx, (url, body) => void sent.push({ url, body }));
  const token = async () => {
    const res = await request(server.app).get('/oauth/v1/generate?grant_type=client_credentials').auth(cfg.consumerKey, cfg.consumerSecret);
    return (res.body as { access_token: string }).access_token;
  };
  const post = (path: string, body: unknown, bearer: string) => request(server.app).post(path).set('Authorization', `Bearer ${bearer}`).send(body as object);
  return { ...server, sent, token, post };
}

describe('Daraja mirror: OAuth', () => {
  it('§9 check 1: no Basic header gives 400.008.01; valid credentials give a token with expires_in as the string "3599"', async () => {
    const { app } = await setup();
    const missing = await request(app).get('/oauth/v1/generate?grant_type=client_credentials').expect(400);
    expect(missing.body).toEqual({ requestId: expect.any(String), errorCode: '400.008.01', errorMessage: 'Invalid Authentication passed' });
    await request(app).get('/oauth/v1/generate?grant_type=client_credentials').auth(cfg.consumerKey, 'wrong').expect(400);
    const ok = await request(app).get('/oauth/v1/generate?grant_type=client_credentials').auth(cfg.consumerKey, cfg.consumerSecret).expect(200);
    expect(ok.body).toEqual({ access_token: expect.any(String), expires_in: '3599' });
  });

  it('refuses a wrong grant_type, a missing token and a token past its 3599 s on the server clock', async () => {
    const { app, clock, token, post } = await setup();
    const grant = await request(app).get('/oauth/v1/generate?grant_type=password').auth(cfg.consumerKey, cfg.consumerSecret).expect(400);
    expect(grant.body.errorCode).toBe('400.008.02');
    const body = stkPushRequest(cfg, clock.now(), push);
    const none = await request(app).post('/mpesa/stkpush/v1/processrequest').send(body).expect(404);
    expect(none.body).toMatchObject({ errorCode: '404.001.03', errorMessage: 'Invalid Access Token' });
    const t = await token();
    clock.advance(3598 * SECOND);
    await post('/mpesa/stkpush/v1/processrequest', stkPushRequest(cfg, clock.now(), push), t).expect(200);
    clock.advance(2 * SECOND);
    await post('/mpesa/stkpush/v1/processrequest', stkPushRequest(cfg, clock.now(), push), t).expect(404);
  });
});

describe('Daraja mirror: STK push', () => {
  it('§9 check 2: a wrong Password gives 500 500.001.1001; a 07… phone gives 400 400.002.02; a valid push gives ResponseCode "0"', async () => {
    const { clock, token, post } = await setup();
    const t = await token();
    const body = stkPushRequest(cfg, clock.now(), push);
    const wrong = await post('/mpesa/stkpush/v1/processrequest', { ...body, Password: stkPassword(cfg.shortCode, 'not-the-passkey', body.Timestamp) }, t).expect(500);
    expect(wrong.body).toEqual({ requestId: expect.any(String), errorCode: '500.001.1001', errorMessage: '[MerchantValidate] - Wrong credentials' });
    const badTime = await post('/mpesa/stkpush/v1/processrequest', { ...body, Timestamp: '20261345250000' }, t).expect(500);
    expect(badTime.body.errorCode).toBe('500.001.1001');
    const local = await post('/mpesa/stkpush/v1/processrequest', { ...body, PhoneNumber: '0712345678', PartyA: '0712345678' }, t).expect(400);
    expect(local.body).toEqual({ requestId: expect.any(String), errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid PartyA' });
    const ok = await post('/mpesa/stkpush/v1/processrequest', body, t).expect(200);
    expect(ok.body).toEqual({
      MerchantRequestID: expect.stringMatching(/^\d+-\d+-1$/),
      CheckoutRequestID: expect.stringMatching(/^ws_CO_\d+$/),
      ResponseCode: '0',
      ResponseDescription: 'Success. Request accepted for processing',
      CustomerMessage: 'Success. Request accepted for processing',
    });
  });

  it.each([
    ['Amount', { Amount: 1.5 }], ['Amount', { Amount: 0 }], ['PhoneNumber', { PhoneNumber: '25471234567' }],
    ['CallBackURL', { CallBackURL: 'ftp://example.test/cb' }], ['AccountReference', { AccountReference: 'THIRTEEN-CHAR' }],
    ['TransactionType', { TransactionType: 'CustomerPayBill' }], ['TransactionDesc', { TransactionDesc: '' }],
    ['BusinessShortCode', { BusinessShortCode: '999999' }],
  ])('answers a bad %s with Daraja 400 400.002.02, never a stack trace', async (field, change) => {
    const { clock, token, post } = await setup();
    const res = await post('/mpesa/stkpush/v1/processrequest', { ...stkPushRequest(cfg, clock.now(), push), ...change }, await token()).expect(400);
    expect(res.body).toEqual({ requestId: expect.any(String), errorCode: '400.002.02', errorMessage: `Bad Request - Invalid ${field}` });
    expectNoStackTrace(res.text);
  });

  it('§9 check 4: the STK query reports "being processed" before resolution, then the callback\'s ResultCode', async () => {
    const { app, clock, token, post, sent } = await setup();
    const t = await token();
    const { CheckoutRequestID } = (await post('/mpesa/stkpush/v1/processrequest', stkPushRequest(cfg, clock.now(), push), t)).body as { CheckoutRequestID: string };
    const pending = await post('/mpesa/stkpushquery/v1/query', stkQueryRequest(cfg, clock.now(), CheckoutRequestID), t).expect(500);
    expect(pending.body).toEqual({ requestId: CheckoutRequestID, errorCode: '500.001.1001', errorMessage: 'The transaction is being processed' });
    await request(app).post(`/__sim/mpesa/stk/${CheckoutRequestID}/resolve`).send({ outcome: 'cancelled' }).expect(200);
    const done = await post('/mpesa/stkpushquery/v1/query', stkQueryRequest(cfg, clock.now(), CheckoutRequestID), t).expect(200);
    const callback = (sent[0]?.body as { Body: { stkCallback: { ResultCode: number; ResultDesc: string; MerchantRequestID: string } } }).Body.stkCallback;
    expect(done.body).toEqual({
      ResponseCode: '0',
      ResponseDescription: 'The service request has been accepted successfully',
      MerchantRequestID: callback.MerchantRequestID,
      CheckoutRequestID,
      ResultCode: String(callback.ResultCode),
      ResultDesc: callback.ResultDesc,
    });
    expect(done.body.ResultCode).toBe('1032');
    const unknown = await post('/mpesa/stkpushquery/v1/query', stkQueryRequest(cfg, clock.now(), 'ws_CO_nope'), t).expect(400);
    expect(unknown.body.errorMessage).toBe('Bad Request - Invalid CheckoutRequestID');
  });
});

describe('Daraja mirror: B2C', () => {
  it('§9 check 6: a duplicate OriginatorConversationID is rejected; a queue timeout stays unknown until a status query settles it', async () => {
    const { app, token, post, sent } = await setup();
    const t = await token();
    const body = b2cRequest(cfg, { ...payout, originatorConversationId: 'wd-1' });
    await post('/mpesa/b2c/v3/paymentrequest', body, t).expect(200);
    const dup = await post('/mpesa/b2c/v3/paymentrequest', body, t).expect(400);
    expect(dup.body).toEqual({ requestId: expect.any(String), errorCode: '400.002.02', errorMessage: 'Bad Request - Duplicate OriginatorConversationID' });
    await request(app).post('/__sim/mpesa/b2c/wd-1/resolve').send({ outcome: 'timeout' }).expect(200);
    expect(sent.map((s) => s.url)).toEqual([payout.queueTimeOutUrl]);
    const statusUrl = 'http://127.0.0.1:3001/api/webhooks/mpesa/status/result';
    await post('/mpesa/transactionstatus/v1/query', transactionStatusRequest(cfg, { originatorConversationId: 'wd-1', resultUrl: statusUrl, queueTimeOutUrl: statusUrl }), t).expect(200);
    expect(sent.map((s) => s.url)).toEqual([payout.queueTimeOutUrl, statusUrl]);
    const params = (sent[1]?.body as { Result: { ResultParameters: { ResultParameter: { Key: string; Value?: unknown }[] } } }).Result.ResultParameters.ResultParameter;
    expect(params.find((p) => p.Key === 'TransactionStatus')?.Value).toBe('Completed');
  });
});

describe('Daraja mirror: modes', () => {
  it('has no Daraja endpoints and no simulator controls in production mode', async () => {
    const { app } = await makeServer({ mode: 'production' });
    await request(app).get('/__sim/mpesa/pending').expect(404);
    await request(app).post('/__sim/mpesa/stk/ws_CO_1/resolve').send({ outcome: 'approved' }).expect(404);
    await request(app).get('/oauth/v1/generate?grant_type=client_credentials').auth(cfg.consumerKey, cfg.consumerSecret).expect(404);
  });
});
