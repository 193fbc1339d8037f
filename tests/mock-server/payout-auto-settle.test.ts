import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Withdrawal } from '../../src/domain/money-types.ts';
import { startAutoSettle, type Every } from '../../mock-server/providers/auto-settle.ts';
import { settleDueB2c } from '../../mock-server/providers/daraja/b2c-resolve.ts';
import { readDarajaConfig } from '../../mock-server/providers/daraja/config.ts';
import { setDarajaDelivery } from '../../mock-server/providers/daraja/delivery.ts';
import { findB2c, findStk, insertB2c, insertStk } from '../../mock-server/providers/daraja/sim-store.ts';
import { expireStkPrompts } from '../../mock-server/providers/daraja/stk-resolve.ts';
import { settleDueItems } from '../../mock-server/providers/paypal/changes.ts';
import { readPaypalConfig } from '../../mock-server/providers/paypal/config.ts';
import { findItem, insertBatch } from '../../mock-server/providers/paypal/state.ts';
import { setPaypalWebhooks } from '../../mock-server/providers/paypal/webhooks.ts';
import { DEFAULT_PAYOUT_SECONDS, readPayoutSettleMs } from '../../mock-server/providers/payout-timing.ts';
import { AMARA, KES, kenyanCreator, moneyServer, MUTUA } from './earnings-support.ts';
import { HOUR, makeServer, SECOND } from './support.ts';

type World = Awaited<ReturnType<typeof moneyServer>>;

/** The dev server's ticker with a hand-cranked scheduler: `tick()` runs one round, at whatever time the fake clock says. */
function crankedTicker(world: World, env: NodeJS.ProcessEnv = {}) {
  const tasks: (() => Promise<void>)[] = [];
  const every: Every = (_ms, task) => { tasks.push(task); return () => tasks.splice(0); };
  const stop = startAutoSettle(world.ctx, { every, daraja: readDarajaConfig(env), paypal: readPaypalConfig(env) });
  const tick = async () => { for (const task of tasks) await task(); };
  return { tick, stop };
}

const stored = (world: World, id: string) => world.stored(id);

describe('SIM_PAYOUT_SECONDS', () => {
  it('defaults to 5 seconds, takes seconds or "off", and refuses anything else', () => {
    expect(DEFAULT_PAYOUT_SECONDS).toBe(5);
    expect(readPayoutSettleMs({})).toBe(5_000);
    expect(readPayoutSettleMs({ SIM_PAYOUT_SECONDS: '12' })).toBe(12_000);
    expect(readPayoutSettleMs({ SIM_PAYOUT_SECONDS: '0.5' })).toBe(500);
    expect(readPayoutSettleMs({ SIM_PAYOUT_SECONDS: 'off' })).toBeNull();
    expect(() => readPayoutSettleMs({ SIM_PAYOUT_SECONDS: 'soon' })).toThrow('SIM_PAYOUT_SECONDS must be a number of seconds');
    expect(() => readPayoutSettleMs({ SIM_PAYOUT_SECONDS: '-1' })).toThrow();
  });
});

describe('M-Pesa payouts settle by themselves, as M-Pesa does', () => {
  it('a withdrawal nobody touches is paid 5 seconds after it was sent, with its receipt, once', async () => {
    const world = await moneyServer();
    const mutua = await kenyanCreator(world);
    const { tick } = crankedTicker(world);
    const w = (await mutua.post('/withdrawals', { amount: KES(1_000), currency: 'KES', method: 'mpesa' }).expect(201)).body as Withdrawal;

    world.clock.advance(5 * SECOND - 1);
    await tick();
    expect((await mutua.get(`/withdrawals/${w.id}`).expect(200)).body).toMatchObject({ status: 'submitted' });

    world.clock.advance(1);
    await tick();
    const paid = (await mutua.get(`/withdrawals/${w.id}`).expect(200)).body as Withdrawal;
    expect(paid).toMatchObject({ status: 'paid', mpesa: { receipt: expect.stringMatching(/^[A-Z0-9]{10}$/) } });
    await tick();
    expect((await world.transfers()).filter((t) => t.pendingId === `withdrawal:${w.id}`)).toHaveLength(1);
    expect(await world.creatorBalances(MUTUA.id)).toMatchObject({ available: KES(4_000), debitsPending: 0 });
  });

  it('is also settled by the next request to the simulator, without the ticker', async () => {
    const world = await moneyServer();
    const mutua = await kenyanCreator(world);
    const w = (await mutua.post('/withdrawals', { amount: KES(1_000), currency: 'KES', method: 'mpesa' }).expect(201)).body as Withdrawal;
    const pending = await request(world.base).get('/__sim/mpesa/pending').expect(200);
    expect(pending.body.b2c).toEqual([expect.objectContaining({ originatorConversationId: w.id, delayed: false, settlesAt: new Date(world.clock.now() + 5 * SECOND).toISOString() })]);

    world.clock.advance(5 * SECOND);
    expect((await request(world.base).get('/__sim/mpesa/pending').expect(200)).body.b2c).toEqual([]);
    expect((await stored(world, w.id)).status).toBe('paid');
  });

  it('a payout delayed on the phone waits for a hand-picked outcome: failing it puts the money back', async () => {
    const world = await moneyServer();
    const mutua = await kenyanCreator(world);
    const { tick } = crankedTicker(world);
    const w = (await mutua.post('/withdrawals', { amount: KES(1_000), currency: 'KES', method: 'mpesa' }).expect(201)).body as Withdrawal;
    const delayed = await request(world.base).post(`/__sim/mpesa/b2c/${w.id}/delay`).expect(200);
    expect(delayed.body).toEqual({ originatorConversationId: w.id, status: 'pending', delayed: true, settlesAt: null });

    world.clock.advance(HOUR);
    await tick();
    expect((await stored(world, w.id)).status).toBe('submitted');
    await world.resolveB2c(w.id, { outcome: 'failure' });
    expect(await stored(world, w.id)).toMatchObject({ status: 'failed', reason: expect.stringContaining('back in your available balance') });
    await request(world.base).post(`/__sim/mpesa/b2c/${w.id}/delay`).expect(409);
  });

  it('SIM_PAYOUT_SECONDS=off leaves every payout to the controls', async () => {
    const world = await moneyServer();
    const mutua = await kenyanCreator(world);
    const { tick } = crankedTicker(world, { SIM_PAYOUT_SECONDS: 'off' });
    const w = (await mutua.post('/withdrawals', { amount: KES(1_000), currency: 'KES', method: 'mpesa' }).expect(201)).body as Withdrawal;
    world.clock.advance(HOUR);
    await tick();
    expect((await stored(world, w.id)).status).toBe('submitted');
  });
});

describe('PayPal payouts settle by themselves too', () => {
  async function amaraWithdraws(world: World) {
    await world.credit(AMARA.id, 10_000, 'USD', 'paypal');
    const amara = await world.as(AMARA.email);
    await amara.put('/creators/me/payout-details', { paypalEmail: 'amara@example.com' }).expect(200);
    const withdraw = async () => (await amara.post('/withdrawals', { amount: 4_250, currency: 'USD', method: 'paypal' }).expect(201)).body as Withdrawal;
    return { amara, w: await withdraw(), withdraw };
  }

  it('a PENDING item becomes SUCCESS after 5 seconds, so the app\'s next read finds the withdrawal paid', async () => {
    const world = await moneyServer();
    const { amara, w } = await amaraWithdraws(world);
    world.clock.advance(5 * SECOND - 1);
    expect((await amara.get(`/withdrawals/${w.id}`).expect(200)).body).toMatchObject({ status: 'submitted', paypal: { transactionStatus: 'PENDING' } });
    world.clock.advance(1);
    expect((await amara.get(`/withdrawals/${w.id}`).expect(200)).body).toMatchObject({ status: 'paid', paypal: { transactionStatus: 'SUCCESS' } });
  });

  it('the ticker settles it without any read, and an item put ONHOLD by hand waits', async () => {
    const world = await moneyServer();
    const { tick } = crankedTicker(world);
    const { amara, w, withdraw } = await amaraWithdraws(world);
    world.clock.advance(5 * SECOND);
    await tick();
    const item = (await request(world.base).get('/__sim/paypal/items').expect(200)).body.items[0];
    expect(item).toMatchObject({ payout_item_id: w.paypal!.payoutItemId, transaction_status: 'SUCCESS' });

    const held = await withdraw();
    await world.resolveItem(held.paypal!.payoutItemId!, 'ONHOLD');
    world.clock.advance(HOUR);
    await tick();
    expect((await amara.get(`/withdrawals/${held.id}`).expect(200)).body).toMatchObject({ status: 'submitted', paypal: { transactionStatus: 'ONHOLD' } });
  });
});

describe('two API processes on one database', () => {
  it('settle a due payout, item or prompt once between them: one callback or webhook each, whoever gets there first', async () => {
    const first = await makeServer();
    const second = await makeServer({ database: first.database });
    second.clock.set(first.clock.now());
    const cfg = readDarajaConfig({});
    const callbacks: string[] = [];
    const events: string[] = [];
    for (const { ctx } of [first, second]) {
      setDarajaDelivery(ctx, (url) => void callbacks.push(url));
      setPaypalWebhooks(ctx, { url: 'http://listener.test/paypal', deliver: (_url, event) => void events.push(event.event_type) });
    }
    const now = first.clock.now();
    await insertB2c(first.ctx, {
      kind: 'b2c', originatorConversationId: 'wd-race', conversationId: 'AG_race', commandId: 'BusinessPayment', amount: 1_000, partyA: '174379',
      partyB: '254712345678', remarks: 'x', occasion: '', resultUrl: 'http://merchant.test/b2c', queueTimeOutUrl: 'http://merchant.test/timeout', createdAt: now, status: 'pending',
    });
    await insertStk(first.ctx, {
      kind: 'stk', checkoutRequestId: 'ws_CO_race', merchantRequestId: '1-1-1', shortCode: '174379', phoneNumber: '254712345678', amount: 1_000,
      accountReference: 'SAUTI-RACE', transactionDesc: 'Race', callbackUrl: 'http://merchant.test/stk', createdAt: now, status: 'pending',
    });
    const batch = { kind: 'batch' as const, id: 'BATCHRACE', senderBatchHeader: { sender_batch_id: 'wd-race-pp' }, createdAt: now };
    await insertBatch(first.ctx, batch, [{
      kind: 'item', id: 'ITEMRACE', batchId: batch.id, senderBatchId: 'wd-race-pp', status: 'PENDING', transactionId: null, changedAt: now, processedAt: null,
      input: { recipient_type: 'EMAIL', amount: { value: '10.00', currency: 'USD' }, receiver: 'amara@example.com', sender_item_id: 'w-race' },
    }]);
    for (const server of [first, second]) server.clock.advance(HOUR);

    await Promise.all([first, second].flatMap(({ ctx }) => [settleDueB2c(ctx, cfg), expireStkPrompts(ctx, cfg), settleDueItems(ctx, 5 * SECOND, 'http://sim.test')]));
    expect(callbacks.sort()).toEqual(['http://merchant.test/b2c', 'http://merchant.test/stk']);
    expect(events).toEqual(['PAYMENT.PAYOUTS-ITEM.SUCCEEDED']);
    expect(await findB2c(second.ctx, 'wd-race')).toMatchObject({ status: 'completed', transactionId: expect.stringMatching(/^S[0-9A-Z]{9}$/) });
    expect(await findStk(second.ctx, 'ws_CO_race')).toMatchObject({ status: 'resolved', resultCode: 1037 });
    expect(await findItem(second.ctx, 'ITEMRACE')).toMatchObject({ status: 'SUCCESS', transactionId: expect.any(String) });
  });
});
