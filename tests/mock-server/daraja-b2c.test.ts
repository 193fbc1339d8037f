import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { readDarajaConfig } from '../../mock-server/providers/daraja/config.ts';
import { setDarajaDelivery } from '../../mock-server/providers/daraja/delivery.ts';
import { b2cRequest, stkPushRequest, transactionStatusRequest } from '../../mock-server/providers/daraja/requests.ts';
import { expectNoStackTrace, makeServer } from './support.ts';

const cfg = readDarajaConfig();
const HOOK = 'http://127.0.0.1:3001/api/webhooks/mpesa';
const payout = { amount: 2500, phoneNumber: '254712345678', remarks: 'Creator payout', resultUrl: `${HOOK}/b2c/result`, queueTimeOutUrl: `${HOOK}/b2c/timeout` };
const STATUS = { resultUrl: `${HOOK}/status/result`, queueTimeOutUrl: `${HOOK}/status/timeout` };

type Result = { Result: Record<string, unknown> & { ResultParameters?: { ResultParameter: { Key: string; Value?: unknown }[] } } };
const param = (body: unknown, key: string) => (body as Result).Result.ResultParameters?.ResultParameter.find((p) => p.Key === key)?.Value;

/** A server whose callbacks are captured, with B2C payment `wd-1` acknowledged and pending. */
async function withPayout() {
  const server = await makeServer();
  const sent: { url: string; body: unknown }[] = [];
  setDarajaDelivery(server.ctx, (url, body) => void sent.push({ url, body }));
  const auth = await request(server.app).get('/oauth/v1/generate?grant_type=client_credentials').auth(cfg.consumerKey, cfg.consumerSecret);
  const token = (auth.body as { access_token: string }).access_token;
  const post = (path: string, body: object) => request(server.app).post(path).set('Authorization', `Bearer ${token}`).send(body);
  const ack = await post('/mpesa/b2c/v3/paymentrequest', b2cRequest(cfg, { ...payout, originatorConversationId: 'wd-1' })).expect(200);
  const resolve = (body: object) => request(server.app).post('/__sim/mpesa/b2c/wd-1/resolve').send(body);
  const status = (lookup: { transactionId?: string; originatorConversationId?: string }) =>
    post('/mpesa/transactionstatus/v1/query', transactionStatusRequest(cfg, { ...STATUS, ...lookup })).expect(200);
  return { ...server, sent, post, ack: ack.body as Record<string, string>, resolve, status };
}

describe('Daraja mirror: B2C results', () => {
  it('acknowledges a payment with ConversationID, OriginatorConversationID and ResponseCode "0"', async () => {
    const { ack } = await withPayout();
    expect(ack).toEqual({ ConversationID: expect.stringMatching(/^AG_20260105_[0-9a-f]{20}$/), OriginatorConversationID: 'wd-1', ResponseCode: '0', ResponseDescription: 'Accept the service request successfully.' });
  });

  it('success sends one Result to ResultURL with the success keys', async () => {
    const { sent, ack, resolve } = await withPayout();
    const res = await resolve({ outcome: 'success' }).expect(200);
    const receipt = res.body.transactionId as string;
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      url: payout.resultUrl,
      body: {
        Result: {
          ResultType: 0, ResultCode: 0, ResultDesc: 'The service request is processed successfully.',
          OriginatorConversationID: 'wd-1', ConversationID: ack.ConversationID, TransactionID: receipt,
          ResultParameters: {
            ResultParameter: [
              { Key: 'TransactionAmount', Value: 2500 },
              { Key: 'TransactionReceipt', Value: receipt },
              { Key: 'ReceiverPartyPublicName', Value: '254712345678 - Sauti Test Customer' },
              { Key: 'TransactionCompletedDateTime', Value: '05.01.2026 10:00:00' },
              { Key: 'B2CUtilityAccountAvailableFunds', Value: 997500 },
              { Key: 'B2CWorkingAccountAvailableFunds', Value: 900000 },
              { Key: 'B2CRecipientIsRegisteredCustomer', Value: 'Y' },
              { Key: 'B2CChargesPaidAccountAvailableFunds', Value: 0 },
            ],
          },
          ReferenceData: { ReferenceItem: { Key: 'QueueTimeoutURL', Value: payout.queueTimeOutUrl } },
        },
      },
    });
  });

  it('failure sends one ResultCode 2001 Result to ResultURL, without ResultParameters', async () => {
    const { sent, ack, resolve } = await withPayout();
    await resolve({ outcome: 'failure' }).expect(200);
    expect(sent).toEqual([{
      url: payout.resultUrl,
      body: { Result: {
        ResultType: 0, ResultCode: 2001, ResultDesc: 'The initiator information is invalid.',
        OriginatorConversationID: 'wd-1', ConversationID: ack.ConversationID, TransactionID: expect.any(String),
        ReferenceData: { ReferenceItem: { Key: 'QueueTimeoutURL', Value: payout.queueTimeOutUrl } },
      } },
    }]);
    await resolve({ outcome: 'success' }).expect(409);
    expect(sent).toHaveLength(1);
  });

  it('a queue timeout calls QueueTimeOutURL only; its later truth is told by a status query, not a callback', async () => {
    const { sent, ack, resolve, status } = await withPayout();
    await resolve({ outcome: 'timeout' }).expect(200);
    expect(sent).toEqual([{
      url: payout.queueTimeOutUrl,
      body: { Result: {
        ResultType: 1, ResultCode: 1, ResultDesc: 'The service request has timed out.', OriginatorConversationID: 'wd-1', ConversationID: ack.ConversationID,
        ReferenceData: { ReferenceItem: { Key: 'QueueTimeoutURL', Value: payout.queueTimeOutUrl } },
      } },
    }]);
    await resolve({ outcome: 'failure' }).expect(200);
    expect(sent).toHaveLength(1);
    await status({ originatorConversationId: 'wd-1' });
    expect(sent[1]?.url).toBe(STATUS.resultUrl);
    expect(param(sent[1]?.body, 'TransactionStatus')).toBe('Failed');
    await resolve({ outcome: 'success' }).expect(409);
  });
});

describe('Daraja mirror: transaction status', () => {
  it('reports Pending while a payment is unresolved, then Completed with the §1 keys', async () => {
    const { sent, resolve, status } = await withPayout();
    await status({ originatorConversationId: 'wd-1' });
    expect(param(sent[0]?.body, 'TransactionStatus')).toBe('Pending');
    const { transactionId } = (await resolve({ outcome: 'success' }).expect(200)).body as { transactionId: string };
    await status({ transactionId });
    const result = sent[2]?.body as Result;
    expect(result.Result).toMatchObject({ ResultCode: 0, TransactionID: transactionId });
    expect(result.Result.ResultParameters?.ResultParameter.map((p) => p.Key)).toEqual(
      ['DebitPartyName', 'CreditPartyName', 'OriginatorConversationID', 'InitiatedTime', 'ReasonType', 'TransactionStatus', 'FinalisedTime', 'Amount', 'ReceiptNo'],
    );
    expect(param(result, 'ReceiptNo')).toBe(transactionId);
    expect(param(result, 'Amount')).toBe(2500);
    expect(param(result, 'TransactionStatus')).toBe('Completed');
  });

  it('finds an STK receipt, and answers an unknown one with ResultCode 1', async () => {
    const { app, clock, sent, post, status } = await withPayout();
    const push = stkPushRequest(cfg, clock.now(), { amount: 700, phoneNumber: '254112345678', callbackUrl: `${HOOK}/stk`, accountReference: 'SAUTI-C2', transactionDesc: 'Launch' });
    const { CheckoutRequestID } = (await post('/mpesa/stkpush/v1/processrequest', push).expect(200)).body as { CheckoutRequestID: string };
    const { mpesaReceiptNumber } = (await request(app).post(`/__sim/mpesa/stk/${CheckoutRequestID}/resolve`).send({ outcome: 'approved' })).body as { mpesaReceiptNumber: string };
    await status({ transactionId: mpesaReceiptNumber });
    expect(param(sent[1]?.body, 'TransactionStatus')).toBe('Completed');
    expect(param(sent[1]?.body, 'Amount')).toBe(700);
    await status({ transactionId: 'SNOTAREAL1' });
    expect((sent[2]?.body as Result).Result).toMatchObject({ ResultCode: 1, ResultDesc: 'The transaction could not be found.' });
    expect((sent[2]?.body as Result).Result.ResultParameters).toBeUndefined();
  });
});

describe('Daraja mirror: B2C requests', () => {
  it.each([
    ['Amount', { Amount: 9 }], ['PartyB', { PartyB: '0712345678' }], ['CommandID', { CommandID: 'Payout' }],
    ['ResultURL', { ResultURL: 'not a url' }], ['OriginatorConversationID', { OriginatorConversationID: '' }],
  ])('answers a bad %s with Daraja 400 400.002.02, never a stack trace', async (field, change) => {
    const { post } = await withPayout();
    const res = await post('/mpesa/b2c/v3/paymentrequest', { ...b2cRequest(cfg, { ...payout, originatorConversationId: 'wd-2' }), ...change }).expect(400);
    expect(res.body).toEqual({ requestId: expect.any(String), errorCode: '400.002.02', errorMessage: `Bad Request - Invalid ${field}` });
    expectNoStackTrace(res.text);
  });

  it('lists pending and timed-out payments for the simulator', async () => {
    const { app, resolve } = await withPayout();
    expect((await request(app).get('/__sim/mpesa/pending').expect(200)).body.b2c).toMatchObject([{ originatorConversationId: 'wd-1', status: 'pending', amount: 2500 }]);
    await resolve({ outcome: 'timeout' }).expect(200);
    expect((await request(app).get('/__sim/mpesa/pending').expect(200)).body.b2c).toMatchObject([{ originatorConversationId: 'wd-1', status: 'timed_out' }]);
  });
});
