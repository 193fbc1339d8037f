import { describe, expect, it } from 'vitest';
import type { Withdrawal } from '../../src/domain/money-types.ts';
import { REPLAYED_HEADER } from '../../mock-server/idempotency.ts';
import { insertB2c } from '../../mock-server/providers/daraja/sim-store.ts';
import { AMARA, KES, kenyanCreator, moneyServer, MUTUA } from './earnings-support.ts';
import { DAY, expectNoStackTrace, SEEDED } from './support.ts';

const HOLD = (id: string) => `withdrawal:${id}`;

describe('POST /withdrawals to M-Pesa', () => {
  it('holds the amount, sends a B2C payout and, on its success result, is paid once with the receipt kept', async () => {
    const world = await moneyServer();
    const mutua = await kenyanCreator(world);
    const res = await mutua.post('/withdrawals', { amount: KES(1_500), currency: 'KES', method: 'mpesa' }).expect(201);
    const w = res.body as Withdrawal;
    expect(w).toMatchObject({ status: 'submitted', destination: '0712 ••• 678', mpesa: { originatorConversationId: w.id, conversationId: expect.stringMatching(/^AG_/), receipt: null } });
    expect(await world.creatorBalances(MUTUA.id)).toMatchObject({ available: KES(3_500), debitsPending: KES(1_500) });

    const sim = await world.resolveB2c(w.id, { outcome: 'success' });
    const paid = (await mutua.get(`/withdrawals/${w.id}`).expect(200)).body as Withdrawal;
    expect(paid).toMatchObject({ status: 'paid', reason: null, mpesa: { receipt: sim.body.transactionId }, settledAt: expect.any(String) });
    expect((await world.transfers()).filter((t) => t.pendingId === HOLD(w.id))).toHaveLength(1);
    const earnings = (await mutua.get('/creators/me/earnings').expect(200)).body;
    expect(earnings.balances[0]).toEqual({ currency: 'KES', pending: 0, available: KES(3_500), withdrawing: 0, paidOut: KES(1_500) });
  });

  it('a failed B2C result fails the withdrawal and puts the money back in available', async () => {
    const world = await moneyServer();
    const mutua = await kenyanCreator(world);
    const w = (await mutua.post('/withdrawals', { amount: KES(1_000), currency: 'KES', method: 'mpesa' }).expect(201)).body as Withdrawal;
    await world.resolveB2c(w.id, { outcome: 'failure' });
    const failed = (await mutua.get(`/withdrawals/${w.id}`).expect(200)).body as Withdrawal;
    expect(failed).toMatchObject({ status: 'failed', reason: expect.stringContaining('back in your available balance') });
    expect(await world.creatorBalances(MUTUA.id)).toMatchObject({ available: KES(5_000), posted: KES(5_000), debitsPending: 0 });
  });

  it.each([
    ['success', 'paid', KES(4_000)],
    ['failure', 'failed', KES(5_000)],
  ] as const)('a queue timeout is unknown with the hold intact; a read queries M-Pesa and the status result settles it (%s)', async (settle, status, available) => {
    const world = await moneyServer();
    const mutua = await kenyanCreator(world);
    const w = (await mutua.post('/withdrawals', { amount: KES(1_000), currency: 'KES', method: 'mpesa' }).expect(201)).body as Withdrawal;
    await world.resolveB2c(w.id, { outcome: 'timeout', settle });
    expect(await world.stored(w.id)).toMatchObject({ status: 'unknown', reason: expect.stringContaining('checking') });
    expect(await world.creatorBalances(MUTUA.id)).toMatchObject({ available: KES(4_000), debitsPending: KES(1_000) });

    const settled = await world.until(mutua, w.id, (x) => x.status !== 'unknown');
    expect(settled.status).toBe(status);
    expect(await world.creatorBalances(MUTUA.id)).toMatchObject({ available, debitsPending: 0 });
    expect((await world.transfers()).filter((t) => t.pendingId === HOLD(w.id))).toHaveLength(1);
  });

  it('an OriginatorConversationID M-Pesa already has is not a failure: unknown, then settled by the status query', async () => {
    const world = await moneyServer();
    const mutua = await kenyanCreator(world);
    await insertB2c(world.ctx, {
      kind: 'b2c', originatorConversationId: 'wd-dup', conversationId: 'AG_1', commandId: 'BusinessPayment', amount: 1_000, partyA: '174379',
      partyB: '254712345678', remarks: 'x', occasion: '', resultUrl: 'http://x.test', queueTimeOutUrl: 'http://x.test', createdAt: world.clock.now(),
      status: 'completed', transactionId: 'UAB1CD2EF3', resolvedAt: world.clock.now(),
    });
    world.nextIds.push('dup');
    const w = (await mutua.post('/withdrawals', { amount: KES(1_000), currency: 'KES', method: 'mpesa' }).expect(201)).body as Withdrawal;
    expect(w).toMatchObject({ id: 'wd-dup', status: 'unknown' });
    const settled = await world.until(mutua, w.id, (x) => x.status !== 'unknown');
    expect(settled).toMatchObject({ status: 'paid', mpesa: { receipt: 'UAB1CD2EF3' } });
  });

  it('more than available is 409 naming both amounts, and nothing moves', async () => {
    const world = await moneyServer();
    const mutua = await kenyanCreator(world, KES(500));
    const before = (await world.transfers()).length;
    const res = await mutua.post('/withdrawals', { amount: KES(600), currency: 'KES', method: 'mpesa' }).expect(409);
    expect(res.body.message).toBe('You asked to withdraw KES 600.00, but only KES 500.00 is available.');
    expect(await world.transfers()).toHaveLength(before);
    expect(await world.allWithdrawals()).toEqual([]);
  });

  it.each([
    ['a method not offered in Kenya', { amount: KES(100), currency: 'KES', method: 'paypal' }, 'method', /not offered in your region/],
    ['cents', { amount: 10_050, currency: 'KES', method: 'mpesa' }, 'amount', /whole shillings/],
    ['less than B2C allows', { amount: KES(5), currency: 'KES', method: 'mpesa' }, 'amount', /KES 10\.00 to KES 250,000\.00/],
    ['USD by M-Pesa', { amount: KES(100), currency: 'USD', method: 'mpesa' }, 'currency', /KES/],
    ['bank details not saved', { amount: KES(100), currency: 'KES', method: 'bank' }, 'method', /bank account/],
    ['a zero amount', { amount: 0, currency: 'KES', method: 'mpesa' }, 'amount', /above zero/],
    ['an unknown method', { amount: KES(100), currency: 'KES', method: 'cash' }, 'method', /M-Pesa, PayPal or a bank/],
  ])('refuses %s with 422 and a field error', async (_name, body, field, message) => {
    const world = await moneyServer();
    const mutua = await kenyanCreator(world);
    const res = await mutua.post('/withdrawals', body).expect(422);
    expect(res.body.errors[field][0]).toMatch(message);
    expectNoStackTrace(res.text);
    expect(await world.allWithdrawals()).toEqual([]);
  });

  it('a creator outside Kenya cannot choose M-Pesa', async () => {
    const world = await moneyServer();
    await world.credit(AMARA.id, KES(1_000));
    const amara = await world.as(AMARA.email);
    await amara.put('/creators/me/payout-details', { mpesaPhone: '0712345678' }).expect(200);
    const res = await amara.post('/withdrawals', { amount: KES(100), currency: 'KES', method: 'mpesa' }).expect(422);
    expect(res.body.errors.method[0]).toBe('M-Pesa is not offered in your region. Choose PayPal or bank transfer.');
  });

  it('the same Idempotency-Key twice makes one withdrawal and replays the first answer', async () => {
    const world = await moneyServer();
    const mutua = await kenyanCreator(world);
    const body = { amount: KES(1_000), currency: 'KES', method: 'mpesa' };
    const first = await mutua.post('/withdrawals', body, 'same-key').expect(201);
    const again = await mutua.post('/withdrawals', body, 'same-key').expect(201);
    expect(again.headers[REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    expect(await world.allWithdrawals()).toHaveLength(1);
    expect((await world.creatorBalances(MUTUA.id)).available).toBe(KES(4_000));
  });

  it('creators and brands withdraw (an admin does not), and a withdrawal is read by its owner or an admin only', async () => {
    const world = await moneyServer();
    const mutua = await kenyanCreator(world);
    const w = (await mutua.post('/withdrawals', { amount: KES(1_000), currency: 'KES', method: 'mpesa' }).expect(201)).body as Withdrawal;
    const brand = await world.as(SEEDED.brand);
    // A brand withdraws its own balance (tests/mock-server/brand-balance.test.ts): without bank details saved, 422.
    await brand.post('/withdrawals', { amount: 100, currency: 'KES', method: 'bank' }).expect(422);
    const admin = await world.as(SEEDED.admin);
    await admin.post('/withdrawals', { amount: 100, currency: 'KES', method: 'bank' }).expect(403);
    await brand.get(`/withdrawals/${w.id}`).expect(404);
    await (await world.as(SEEDED.influencer)).get(`/withdrawals/${w.id}`).expect(404);
    await admin.get(`/withdrawals/${w.id}`).expect(200);
    await mutua.get('/withdrawals/wd-nope').expect(404);
  });
});

describe('POST /withdrawals to a bank', () => {
  it('stays submitted with the manual-payout reason until an admin marks it paid, which posts the hold once', async () => {
    const world = await moneyServer();
    await world.credit(MUTUA.id, KES(2_000), 'KES', 'bank');
    const mutua = await world.as(MUTUA.email);
    await mutua.put('/creators/me/payout-details', { bank: { accountName: 'Mutua Kamau', bankName: 'Equity Bank', accountNumber: '0123 4567 4321' } }).expect(200);
    const w = (await mutua.post('/withdrawals', { amount: KES(2_000), currency: 'KES', method: 'bank' }).expect(201)).body as Withdrawal;
    expect(w).toMatchObject({ status: 'submitted', destination: 'Equity Bank ••• 4321', reason: expect.stringContaining('manual bank payout'), mpesa: null, paypal: null });

    const admin = await world.as(SEEDED.admin);
    await mutua.post(`/admin/withdrawals/${w.id}/mark-paid`).expect(403);
    const paid = await admin.post(`/admin/withdrawals/${w.id}/mark-paid`).expect(200);
    expect(paid.body).toMatchObject({ status: 'paid', reason: null });
    const again = await admin.post(`/admin/withdrawals/${w.id}/mark-paid`).expect(409);
    expect(again.body.message).toBe('This withdrawal is paid, so it cannot be marked paid.');
    expect((await world.transfers()).filter((t) => t.pendingId === HOLD(w.id))).toHaveLength(1);
    expect(await world.creatorBalances(MUTUA.id)).toMatchObject({ posted: 0, available: 0 });
  });

  it('a bank withdrawal needs no earlier deposit into asset:bank (treasury tops that account up outside the ledger)', async () => {
    const world = await moneyServer();
    const mutua = await kenyanCreator(world);
    await mutua.put('/creators/me/payout-details', { bank: { accountName: 'Mutua Kamau', bankName: 'Equity Bank', accountNumber: '01234567' } }).expect(200);
    expect((await world.transfers()).some((t) => t.debitAccountId === 'asset:bank' && !t.flags.pending)).toBe(false);
    const w = (await mutua.post('/withdrawals', { amount: KES(1_000), currency: 'KES', method: 'bank' }).expect(201)).body as Withdrawal;
    expect(w).toMatchObject({ status: 'submitted', method: 'bank' });
    expect(await world.transfers()).toContainEqual(expect.objectContaining({ id: `withdrawal:${w.id}`, creditAccountId: 'asset:bank', flags: expect.objectContaining({ pending: true }) }));
  });

  it('an M-Pesa withdrawal cannot be marked paid by hand', async () => {
    const world = await moneyServer();
    const mutua = await kenyanCreator(world);
    const w = (await mutua.post('/withdrawals', { amount: KES(1_000), currency: 'KES', method: 'mpesa' }).expect(201)).body as Withdrawal;
    const res = await (await world.as(SEEDED.admin)).post(`/admin/withdrawals/${w.id}/mark-paid`).expect(409);
    expect(res.body.message).toMatch(/only bank transfers/);
  });
});

describe('POST /withdrawals to PayPal', () => {
  async function amaraWithdraws() {
    const world = await moneyServer();
    await world.credit(AMARA.id, 10_000, 'USD', 'paypal');
    const amara = await world.as(AMARA.email);
    await amara.put('/creators/me/payout-details', { paypalEmail: 'Amara@Example.com' }).expect(200);
    const w = (await amara.post('/withdrawals', { amount: 4_250, currency: 'USD', method: 'paypal' }).expect(201)).body as Withdrawal;
    return { world, amara, w };
  }

  it('creates a one-item payout (sender_batch_id = the withdrawal id) and is paid when PayPal says SUCCESS', async () => {
    const { world, amara, w } = await amaraWithdraws();
    expect(w).toMatchObject({ status: 'submitted', destination: 'a•••@example.com', paypal: { senderBatchId: w.id, payoutItemId: expect.any(String), transactionStatus: 'PENDING' } });
    await world.resolveItem(w.paypal!.payoutItemId!, 'SUCCESS');
    const paid = (await amara.get(`/withdrawals/${w.id}`).expect(200)).body as Withdrawal;
    expect(paid).toMatchObject({ status: 'paid', paypal: { transactionStatus: 'SUCCESS' } });
    expect(await world.creatorBalances(AMARA.id, 'USD')).toMatchObject({ posted: 5_750, available: 5_750 });
  });

  it('an UNCLAIMED item stays submitted; after 30 days PayPal returns it and the money is back in available', async () => {
    const { world, amara, w } = await amaraWithdraws();
    await world.resolveItem(w.paypal!.payoutItemId!, 'UNCLAIMED');
    expect((await amara.get(`/withdrawals/${w.id}`).expect(200)).body).toMatchObject({ status: 'submitted', paypal: { transactionStatus: 'UNCLAIMED' } });
    world.clock.advance(29 * DAY);
    // A session lasts 7 days: sign in again a month later.
    const later = await world.as(AMARA.email);
    expect((await later.get(`/withdrawals/${w.id}`).expect(200)).body.status).toBe('submitted');
    world.clock.advance(DAY);
    const returned = (await later.get(`/withdrawals/${w.id}`).expect(200)).body as Withdrawal;
    expect(returned).toMatchObject({ status: 'failed', reason: expect.stringContaining('not claimed within 30 days'), paypal: { transactionStatus: 'RETURNED' } });
    expect(await world.creatorBalances(AMARA.id, 'USD')).toMatchObject({ available: 10_000, debitsPending: 0 });
  });
});
