import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Payment } from '../../src/domain/money-types.ts';
import { signedCallbackUrl } from '../../mock-server/money/callback-url.ts';
import { answerStk, ledgerRows, listening, paymentsApi, spendBalance, ZURI } from './money-support.ts';
import { makeServer } from './support.ts';

/** A payment waiting for its PIN whose prompt was approved without a callback: the test posts the callbacks itself. */
async function approvedQuietly() {
  const server = await makeServer();
  await listening(server);
  // The brand's balance would pay part of the launch first (brand-balance.test.ts): here M-Pesa is asked for it all.
  await spendBalance(server, ZURI.id);
  const token = await server.signIn(ZURI.email);
  const api = paymentsApi(server, token);
  const payment = (await api.pay(ZURI.campaign, { method: 'mpesa', phone: '0712345678' }).expect(201)).body as Payment;
  const checkoutRequestId = payment.mpesa?.checkoutRequestId ?? '';
  const receipt = (await answerStk(server, checkoutRequestId, 'approved', { dropCallback: true })).body.mpesaReceiptNumber as string;
  const callback = (resultCode: number, overrides: Record<string, unknown> = {}) => ({
    Body: {
      stkCallback: {
        MerchantRequestID: payment.mpesa?.merchantRequestId, CheckoutRequestID: checkoutRequestId, ResultCode: resultCode, ResultDesc: 'Done',
        ...(resultCode === 0 ? { CallbackMetadata: { Item: [{ Name: 'Amount', Value: 157_500 }, { Name: 'MpesaReceiptNumber', Value: receipt }, { Name: 'Balance' }, { Name: 'TransactionDate', Value: 20260105100005 }, { Name: 'PhoneNumber', Value: 254712345678 }] } } : {}),
        ...overrides,
      },
    },
  });
  const url = new URL(signedCallbackUrl(server.ctx, 'mpesa/stk', payment.id));
  const post = (body: unknown, path = `${url.pathname}${url.search}`) => request(server.app).post(path).send(body as object);
  const before = (await ledgerRows(server)).length;
  const transfers = async () => (await ledgerRows(server)).slice(before);
  return { server, api, payment, receipt, callback, url, post, transfers };
}

describe('M-Pesa STK callback webhook', () => {
  it('accepts a success callback, settles the payment and answers Daraja with ResultCode 0', async () => {
    const { api, payment, receipt, callback, post, transfers } = await approvedQuietly();
    const res = await post(callback(0)).expect(200);
    expect(res.body).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect(settledAs(await api.get(payment.id))).toEqual({ status: 'succeeded', receipt });
    expect((await transfers()).map((t) => t.id)).toEqual([`stk:${receipt}`, `launch-fee:${ZURI.campaign}`, `escrow:${ZURI.campaign}`]);
    expect((await api.campaign(ZURI.campaign)).status).toBe('recruiting');
  });

  it('moves money once when the same success callback arrives 3 times, even at the same moment', async () => {
    const { api, payment, callback, post, transfers } = await approvedQuietly();
    const answers = await Promise.all([post(callback(0)), post(callback(0)), post(callback(0))]);
    expect(answers.map((a) => [a.status, a.body.ResultCode])).toEqual([[200, 0], [200, 0], [200, 0]]);
    expect(await transfers()).toHaveLength(3);
    // A late, contradicting callback for a settled payment changes nothing either.
    await post(callback(1032)).expect(200);
    expect(await transfers()).toHaveLength(3);
    expect((await api.get(payment.id).expect(200)).body.status).toBe('succeeded');
  });

  it('refuses an unsigned or forged callback with 403 before reading it', async () => {
    const { url, post, callback, transfers } = await approvedQuietly();
    const ref = url.searchParams.get('ref') ?? '';
    for (const path of [url.pathname, `${url.pathname}?ref=${ref}`, `${url.pathname}?ref=${ref}&sig=${'0'.repeat(64)}`, `${url.pathname}?ref=other${url.search.replace(/^\?ref=[^&]*/, '')}`, `${url.pathname}${url.search}&ref=${ref}`]) {
      const res = await post(callback(0), path).expect(403);
      expect(res.body).toEqual({ message: 'This callback is not signed by Sauti.' });
    }
    expect(await transfers()).toEqual([]);
  });

  it('answers 400 {message} to a malformed body or one about another CheckoutRequestID, and changes nothing', async () => {
    const { api, payment, post, callback, transfers } = await approvedQuietly();
    for (const body of [{}, { Body: {} }, { Body: { stkCallback: { ResultCode: 'zero' } } }, callback(0, { CallbackMetadata: { Item: [] } })]) {
      const res = await post(body).expect(400);
      expect(res.body).toEqual({ message: expect.stringContaining('This is not a Daraja STK callback body.') });
    }
    const other = await post(callback(0, { CheckoutRequestID: 'ws_CO_someone_else' })).expect(400);
    expect(other.body).toEqual({ message: 'This callback is about another M-Pesa request than this payment.' });
    expect(await transfers()).toEqual([]);
    expect((await api.campaign(ZURI.campaign)).status).toBe('funding');
    expect((await api.get(payment.id).expect(200)).body.status).toBe('awaiting_payer');
  });
});

/** The status and receipt a read answers. */
function settledAs(res: request.Response) {
  const body = res.body as Payment;
  return { status: body.status, receipt: body.mpesa?.receipt };
}
