import { sql } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Withdrawal } from '../../src/domain/money-types.ts';
import { ledgerEntries, payoutDetails } from '../../mock-server/db/schema/index.ts';
import { accountCode } from '../../mock-server/ledger/accounts.ts';
import { balances, transfer } from '../../mock-server/ledger/ledger.ts';
import { AMARA, KES, kenyanCreator, moneyServer, MUTUA } from './earnings-support.ts';
import { DAY, MINUTE, SEEDED } from './support.ts';
import { DELETION_GRACE_DAYS } from '../../src/domain/catalog.ts';

const DELETE = { confirmation: 'DELETE' };
const HELD_40_500 = /^You have KES 40,500 available\. Withdraw it before you delete your account, or confirm a final payout to your saved M-Pesa number\.$/;

/** Every currency's debits equal its credits over the whole ledger. */
async function ledgerBalances(world: Awaited<ReturnType<typeof moneyServer>>) {
  const e = ledgerEntries;
  const rows = await world.db.select({ currency: e.currency, net: sql<string>`sum(case ${e.side} when 'debit' then ${e.amount} else -${e.amount} end)::text` })
    .from(e).where(sql`not ${e.pending}`).groupBy(e.currency);
  return rows.every((r) => Number(r.net) === 0);
}

describe('leaving with money: deleting an account that holds money of its own', () => {
  it("refuses a creator with KES 40,500 available with 409 saying how much and what to do, and schedules nothing; deletion-status warns of it first", async () => {
    const world = await moneyServer();
    const mutua = await kenyanCreator(world, KES(40_500));
    const status = (await mutua.get('/v1/auth/deletion-status').expect(200)).body;
    expect(status).toEqual({ scheduled: false, deleteAt: null, held: [{ amount: KES(40_500), currency: 'KES' }], finalPayout: { method: 'mpesa', destination: '0712 ••• 678' } });

    const refused = await mutua.post('/v1/auth/delete-account', DELETE);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(HELD_40_500);
    expect((await mutua.post('/v1/auth/delete-account', { ...DELETE, finalPayout: false })).status).toBe(409);
    expect((await mutua.get('/v1/auth/deletion-status').expect(200)).body.scheduled).toBe(false);
    expect(await world.allWithdrawals()).toEqual([]);
  });

  it('with finalPayout: true starts one withdrawal of all of it to the saved M-Pesa number, then schedules the deletion', async () => {
    const world = await moneyServer();
    const mutua = await kenyanCreator(world, KES(40_500));
    const res = await mutua.post('/v1/auth/delete-account', { ...DELETE, finalPayout: true }, 'final-payout-1');
    expect(res.status, res.text).toBe(200);
    expect(res.body.deleteAt).toBe(new Date(world.clock.now() + DELETION_GRACE_DAYS * DAY).toISOString());
    const [w] = res.body.withdrawals as Withdrawal[];
    expect(res.body.withdrawals).toHaveLength(1);
    expect(w).toMatchObject({ ownerType: 'creator', ownerId: MUTUA.id, amount: KES(40_500), currency: 'KES', method: 'mpesa', destination: '0712 ••• 678' });
    expect(await world.creatorBalances(MUTUA.id)).toMatchObject({ available: 0, debitsPending: KES(40_500) });
    // The same intent again replays the answer: no second payout.
    const replay = await mutua.post('/v1/auth/delete-account', { ...DELETE, finalPayout: true }, 'final-payout-1');
    expect(replay.status).toBe(200);
    expect(await world.allWithdrawals()).toHaveLength(1);
    // And the payout goes on to be paid, like any withdrawal.
    await world.resolveB2c(w!.id, { outcome: 'success' });
    expect((await mutua.get(`/withdrawals/${w!.id}`).expect(200)).body.status).toBe('paid');
  });

  it('asks an Idempotency-Key of a final payout, since it moves money', async () => {
    const world = await moneyServer();
    const mutua = await kenyanCreator(world, KES(40_500));
    const res = await mutua.post('/v1/auth/delete-account', { ...DELETE, finalPayout: true }, '');
    expect(res.status).toBe(422);
    expect(res.body.errors['Idempotency-Key']).toBeDefined();
    expect(await world.allWithdrawals()).toEqual([]);
  });

  it('refuses a final payout when no saved method can take the money, saying to add one', async () => {
    const world = await moneyServer();
    await world.credit(MUTUA.id, KES(2_000));
    const mutua = await world.as(MUTUA.email);
    expect((await mutua.get('/v1/auth/deletion-status').expect(200)).body).toMatchObject({ held: [{ amount: KES(2_000), currency: 'KES' }], finalPayout: null });
    const res = await mutua.post('/v1/auth/delete-account', { ...DELETE, finalPayout: true });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('You have KES 2,000 available. Withdraw it before you delete your account: add a payout method in your earnings to take it out.');
  });

  it("refuses a brand whose balance holds KES 11,000 until it is withdrawn, or paid out finally to its saved M-Pesa number", async () => {
    const world = await moneyServer();
    await transfer(world.ctx, { id: 'test-brand-credit', debit: accountCode.asset('mpesa'), credit: accountCode.brand('acc-brand'), amount: KES(11_000), currency: 'KES' });
    const brand = await world.as(SEEDED.brand);
    expect((await brand.get('/v1/auth/deletion-status').expect(200)).body).toMatchObject({ held: [{ amount: KES(11_000), currency: 'KES' }], finalPayout: null });
    for (const body of [DELETE, { ...DELETE, finalPayout: true }]) {
      const res = await brand.post('/v1/auth/delete-account', body);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Your brand balance holds KES 11,000. Withdraw it before you delete your account: add a payout method in your balance to take it out.');
    }
    expect((await brand.get('/v1/auth/deletion-status').expect(200)).body.scheduled).toBe(false);

    await brand.put('/brands/me/payout-details', { mpesaPhone: '0722 000 303', paypalEmail: null, bank: null }).expect(200);
    expect((await brand.get('/v1/auth/deletion-status').expect(200)).body.finalPayout).toEqual({ method: 'mpesa', destination: '0722 ••• 303' });
    expect((await brand.post('/v1/auth/delete-account', DELETE)).body.message).toBe('Your brand balance holds KES 11,000. Withdraw it before you delete your account, or confirm a final payout to your saved M-Pesa number.');
    const res = await brand.post('/v1/auth/delete-account', { ...DELETE, finalPayout: true });
    expect(res.status, res.text).toBe(200);
    expect(res.body.withdrawals).toHaveLength(1);
    expect(res.body.withdrawals[0]).toMatchObject({ ownerType: 'brand', amount: KES(11_000), currency: 'KES', method: 'mpesa' });
  });

  it('deletes at once an account holding nothing (a withdrawal already on its way is not held money)', async () => {
    const world = await moneyServer();
    const mutua = await kenyanCreator(world, KES(1_000));
    await mutua.post('/withdrawals', { amount: KES(1_000), currency: 'KES', method: 'mpesa' }).expect(201);
    const res = await mutua.post('/v1/auth/delete-account', DELETE);
    expect(res.status, res.text).toBe(200);
    expect(res.body.withdrawals).toEqual([]);
  });

  it("erases the payout details at the 30-day purge; the ledger keeps the account's rows under its id and still balances", async () => {
    const world = await moneyServer();
    const mutua = await kenyanCreator(world, KES(40_500));
    const amara = await world.as(AMARA.email);
    await amara.put('/creators/me/payout-details', { mpesaPhone: null, paypalEmail: 'amara@example.com', bank: null }).expect(200);
    await mutua.put('/creators/me/payout-details', { mpesaPhone: '0712 345 678', paypalEmail: 'mutua@example.com', bank: { accountName: 'David Mutua', bankName: 'Equity Bank', accountNumber: '0123456789' } }).expect(200);
    const { withdrawals: [w] } = (await mutua.post('/v1/auth/delete-account', { ...DELETE, finalPayout: true }).expect(200)).body as { withdrawals: Withdrawal[] };
    await world.resolveB2c(w!.id, { outcome: 'success' });
    await world.until(mutua, w!.id, (x) => x.status === 'paid');

    world.clock.advance(DELETION_GRACE_DAYS * DAY + MINUTE);
    await request(world.base).get('/api/roles').expect(200); // any request runs the due purge
    expect((await world.rows(payoutDetails)).map((d) => d.creatorId)).toEqual([AMARA.id]);
    const mine = (await world.transfers()).filter((t) => [t.debitAccountId, t.creditAccountId].includes(accountCode.creator(MUTUA.id)));
    expect(mine.map((t) => t.id)).toEqual(['test-credit:1', `withdrawal:${w!.id}`, `post:withdrawal:${w!.id}`]);
    expect(await balances(world.ctx, accountCode.creator(MUTUA.id))).toMatchObject({ posted: 0, available: 0 });
    expect(await ledgerBalances(world)).toBe(true);
  });
});
