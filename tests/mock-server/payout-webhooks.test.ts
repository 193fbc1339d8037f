import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Withdrawal } from '../../src/domain/money-types.ts';
import { signedCallbackUrl } from '../../mock-server/money/callback-url.ts';
import { httpDeliver, setDarajaDelivery } from '../../mock-server/providers/daraja/delivery.ts';
import { AMARA, KES, kenyanCreator, moneyServer, MUTUA } from './earnings-support.ts';
import { expectNoStackTrace } from './support.ts';

/** A withdrawal to M-Pesa with every callback the simulator sends recorded (and still delivered). */
async function withCallbacks() {
  const world = await moneyServer();
  const sent: { url: string; body: unknown }[] = [];
  setDarajaDelivery(world.ctx, async (url, body) => {
    sent.push({ url, body });
    await httpDeliver(url, body);
  });
  const mutua = await kenyanCreator(world);
  const w = (await mutua.post('/withdrawals', { amount: KES(1_000), currency: 'KES', method: 'mpesa' }).expect(201)).body as Withdrawal;
  /** Posts to a full callback URL, as Daraja would. */
  const call = (url: string, body: unknown) => {
    const { pathname, search } = new URL(url);
    return request(world.base).post(`${pathname}${search}`).send(body as object);
  };
  const stored = () => world.stored(w.id);
  return { world, mutua, w, sent, call, stored };
}

describe('M-Pesa payout callbacks', () => {
  it('a replayed result callback answers 200 and writes nothing new', async () => {
    const { world, w, sent, call, stored } = await withCallbacks();
    await world.resolveB2c(w.id, { outcome: 'success' });
    const settled = structuredClone(await stored());
    const transfers = (await world.transfers()).length;
    for (let i = 0; i < 3; i++) {
      const res = await call(sent[0]!.url, sent[0]!.body).expect(200);
      expect(res.body).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    }
    expect(await world.transfers()).toHaveLength(transfers);
    expect((await world.transfers()).filter((t) => t.pendingId === `withdrawal:${w.id}`)).toHaveLength(1);
    expect(await stored()).toEqual(settled);
  });

  it('refuses an unsigned or altered callback URL with 403 before reading it', async () => {
    const { world, w, call, stored } = await withCallbacks();
    const good = signedCallbackUrl(world.ctx, 'mpesa/b2c/result', w.id);
    await request(world.base).post(`/api/webhooks/mpesa/b2c/result?ref=${w.id}`).send({}).expect(403);
    await call(good.replace(`ref=${w.id}`, 'ref=wd-other'), {}).expect(403);
    await call(signedCallbackUrl(world.ctx, 'mpesa/b2c/timeout', w.id).replace('b2c/timeout', 'b2c/result'), {}).expect(403);
    expect((await stored()).status).toBe('submitted');
  });

  it('answers a malformed body, or one about another payout, with 400 and a message', async () => {
    const { world, w, call, stored } = await withCallbacks();
    const url = signedCallbackUrl(world.ctx, 'mpesa/b2c/result', w.id);
    for (const body of [{}, { Result: { ResultCode: 'zero', OriginatorConversationID: w.id } }, { Result: { ResultCode: 0 } }]) {
      const res = await call(url, body).expect(400);
      expect(res.body).toEqual({ message: expect.any(String) });
      expectNoStackTrace(res.text);
    }
    const other = await call(url, { Result: { ResultCode: 0, OriginatorConversationID: 'wd-other' } }).expect(400);
    expect(other.body.message).toBe('This callback is about another payout.');
    expect((await stored()).status).toBe('submitted');
  });

  it('a result arriving after a queue timeout does not settle it: only the status query does', async () => {
    const { world, w, call, stored } = await withCallbacks();
    await world.resolveB2c(w.id, { outcome: 'timeout' });
    expect((await stored()).status).toBe('unknown');
    await call(signedCallbackUrl(world.ctx, 'mpesa/b2c/result', w.id), { Result: { ResultCode: 2001, OriginatorConversationID: w.id } }).expect(200);
    expect((await stored()).status).toBe('unknown');
    expect((await world.creatorBalances(MUTUA.id)).debitsPending).toBe(KES(1_000));
  });

  it('a status result of Pending keeps it unknown; Completed pays it with the receipt', async () => {
    const { world, w, call, stored } = await withCallbacks();
    await world.resolveB2c(w.id, { outcome: 'timeout' });
    const url = signedCallbackUrl(world.ctx, 'mpesa/status/result', w.id);
    const result = (status: string) => ({
      Result: {
        ResultType: 0, ResultCode: 0, ResultDesc: 'ok', OriginatorConversationID: 'query-1', ConversationID: 'AG_q',
        ResultParameters: { ResultParameter: [{ Key: 'TransactionStatus', Value: status }, { Key: 'ReceiptNo', Value: 'UAB1CD2EF3' }] },
      },
    });
    await call(url, result('Pending')).expect(200);
    expect((await stored()).status).toBe('unknown');
    await call(url, result('Completed')).expect(200);
    expect(await stored()).toMatchObject({ status: 'paid', mpesa: { receipt: 'UAB1CD2EF3' } });
  });
});

describe('PayPal payout webhook', () => {
  it('a signed PAYMENT.PAYOUTS-ITEM event about the withdrawal settles it; unsigned is 403, another payout 400', async () => {
    const world = await moneyServer();
    await world.credit(AMARA.id, 5_000, 'USD', 'paypal');
    const amara = await world.as(AMARA.email);
    await amara.put('/creators/me/payout-details', { paypalEmail: 'amara@example.com' }).expect(200);
    const w = (await amara.post('/withdrawals', { amount: 5_000, currency: 'USD', method: 'paypal' }).expect(201)).body as Withdrawal;
    const event = (senderBatchId: string, status: string) => ({
      event_type: `PAYMENT.PAYOUTS-ITEM.${status}`,
      resource: { payout_item_id: w.paypal!.payoutItemId, payout_batch_id: w.paypal!.payoutBatchId, sender_batch_id: senderBatchId, transaction_status: status },
    });
    const { pathname, search } = new URL(signedCallbackUrl(world.ctx, 'paypal', w.id));
    await request(world.base).post(`${pathname}?ref=${w.id}`).send(event(w.id, 'FAILED')).expect(403);
    await request(world.base).post(`${pathname}${search}`).send(event('wd-other', 'FAILED')).expect(400);
    await request(world.base).post(`${pathname}${search}`).send({ event_type: 'PAYMENT.PAYOUTS-ITEM.FAILED' }).expect(400);
    await request(world.base).post(`${pathname}${search}`).send(event(w.id, 'FAILED')).expect(200);
    expect(await world.stored(w.id)).toMatchObject({ status: 'failed', paypal: { transactionStatus: 'FAILED' } });
    expect((await world.creatorBalances(AMARA.id, 'USD')).available).toBe(5_000);
  });
});
