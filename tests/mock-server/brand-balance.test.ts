import request from 'supertest';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Payment, Withdrawal } from '../../src/domain/money-types.ts';
import { ledgerAccounts } from '../../mock-server/db/schema/index.ts';
import { accountCode } from '../../mock-server/ledger/accounts.ts';
import { balances, transfer } from '../../mock-server/ledger/ledger.ts';
import type { BrandBalanceView } from '../../src/domain/brand-balance.ts';
import type { LaunchQuote } from '../../src/domain/launch-quote.ts';
import { KES, moneyServer } from './earnings-support.ts';
import { answerStk, approvedCampaign, ledgerRows, listening, paymentsApi, readUntil, stkPrompts, storedCampaign, ZURI } from './money-support.ts';
import { makeServer, SEEDED } from './support.ts';

type Server = Awaited<ReturnType<typeof makeServer>>;

/** Every account's posted and pending totals summed: debits equal credits per currency, so the ledger balances. */
async function expectLedgerBalanced(server: Pick<Server, 'db'>) {
  const a = ledgerAccounts;
  const rows = await server.db.select({ posted: sql<string>`sum(${a.debitsPosted}) - sum(${a.creditsPosted})`, pending: sql<string>`sum(${a.debitsPending}) - sum(${a.creditsPending})` })
    .from(a).groupBy(a.currency);
  for (const row of rows) expect([Number(row.posted), Number(row.pending)]).toEqual([0, 0]);
}

const quoteOf = async (server: Server, token: string, campaignId: string) =>
  (await request(server.app).get(`/api/campaigns/${campaignId}/launch-quote`).set('Authorization', `Bearer ${token}`).expect(200)).body as LaunchQuote;
const brandAvailable = async (server: Server, brandId: string) => (await balances(server.ctx, accountCode.brand(brandId))).available;

/** The seed's newcomer, onboarded as a brand that has never launched, with approved campaigns of its own. */
async function newBrand(budgets: number[]) {
  const server = await makeServer();
  await listening(server);
  const token = await server.signIn(SEEDED.newcomer);
  await request(server.app).post('/api/profiles').set('Authorization', `Bearer ${token}`)
    .send({ fullName: 'Wairimu Njeri', username: 'duka_mpya', dob: '1990-03-03', country: 'KE', role: 'brand' }).expect(201);
  const brandId = (await request(server.app).get('/api/v1/auth/me').set('Authorization', `Bearer ${token}`).expect(200)).body.user.id as string;
  const ids = [];
  for (const [i, budget] of budgets.entries()) ids.push((await approvedCampaign(server, { id: `cmp-new-${i}`, brandId, budgetTotal: budget, title: `New ${i}` })).id);
  return { server, token, brandId, ids, api: paymentsApi(server, token) };
}

/** Approves an open payment on the simulator's phone and reads it until it settles. */
async function approve(server: Server, token: string, payment: Payment) {
  await answerStk(server, payment.mpesa?.checkoutRequestId ?? '', 'approved');
  return readUntil(server, token, payment.id, (p) => p.status === 'succeeded');
}

describe('the first campaign is free (issue 19)', () => {
  it('a new brand’s first launch pays no fee and holds the whole budget; its second pays the fee', async () => {
    const { server, token, ids, api } = await newBrand([KES(100_000), KES(100_000)]);
    const [first, second] = ids as [string, string];
    expect(await quoteOf(server, token, first)).toEqual({
      campaignId: first, currency: 'KES', budget: KES(100_000), freeLaunch: true, launchFee: 0, standardFee: KES(5_000), total: KES(100_000),
      balance: 0, fromBalance: 0, amount: KES(100_000), method: 'mpesa',
    });
    const paid = (await api.pay(first, { method: 'mpesa', phone: '0712 345 678' }).expect(201)).body as Payment;
    expect(paid).toMatchObject({ launchFee: 0, freeLaunch: true, amount: KES(100_000), budget: KES(100_000), fromBalance: 0 });
    expect((await stkPrompts(server)).at(-1)?.amount).toBe(100_000);
    await approve(server, token, paid);
    expect((await storedCampaign(server, first))?.status).toBe('recruiting');
    const funds = (await request(server.app).get(`/api/campaigns/${first}/funds`).set('Authorization', `Bearer ${token}`).expect(200)).body;
    expect(funds).toMatchObject({ launchFee: 0, held: KES(100_000), free: KES(100_000), brandBalance: 0 });
    // No zero transfer for the fee: the ledger writes only what moved.
    expect((await ledgerRows(server)).filter((t) => t.id === `launch-fee:${first}`)).toEqual([]);

    expect(await quoteOf(server, token, second)).toMatchObject({ freeLaunch: false, launchFee: KES(5_000), amount: KES(105_000) });
    const next = (await api.pay(second, { method: 'mpesa', phone: '0712 345 678' }).expect(201)).body as Payment;
    expect(next).toMatchObject({ launchFee: KES(5_000), freeLaunch: false, amount: KES(105_000) });
    await approve(server, token, next);
    expect((await ledgerRows(server)).find((t) => t.id === `launch-fee:${second}`)?.amount).toBe(KES(5_000));
    await expectLedgerBalanced(server);
  });

  it('a first launch that fails leaves the next attempt free; a brand that launched before (the seed’s) pays the fee', async () => {
    const { server, token, ids, api } = await newBrand([KES(100_000)]);
    const [only] = ids as [string];
    const tried = (await api.pay(only, { method: 'mpesa', phone: '0712 345 678' }).expect(201)).body as Payment;
    await answerStk(server, tried.mpesa?.checkoutRequestId ?? '', 'cancelled');
    await readUntil(server, token, tried.id, (p) => p.status === 'cancelled');
    expect((await api.pay(only, { method: 'mpesa', phone: '0712 345 678' }).expect(201)).body).toMatchObject({ freeLaunch: true, launchFee: 0 });

    const zuri = await server.signIn(ZURI.email);
    expect(await quoteOf(server, zuri, ZURI.campaign)).toMatchObject({ freeLaunch: false, launchFee: KES(7_500) });
  });

  it('two first launches paid at once: only one is free', async () => {
    const { server, ids, api } = await newBrand([KES(50_000), KES(60_000)]);
    const started = await Promise.all(ids.map((id) => api.pay(id, { method: 'mpesa', phone: '0712 345 678' })));
    expect(started.map((r) => r.status)).toEqual([201, 201]);
    const free = started.map((r) => (r.body as Payment).freeLaunch);
    expect(free.filter(Boolean)).toHaveLength(1);
    // The other pays its 5% fee: KES 2,500 on KES 50,000, KES 3,000 on KES 60,000.
    expect(started.map((r) => (r.body as Payment).launchFee)).toEqual(free.map((f, i) => (f ? 0 : [KES(2_500), KES(3_000)][i])));
    await expectLedgerBalanced(server);
  });
});

describe('the brand’s balance pays for its next launch first (issue 19)', () => {
  // Zuri's seeded balance: KES 40,000 back from its cancelled campaign. cmp-zuri-approved costs KES 157,500.
  it('covering part: the provider is asked only the rest, the balance is held meanwhile, then spent on success', async () => {
    const server = await makeServer();
    await listening(server);
    const token = await server.signIn(ZURI.email);
    expect(await quoteOf(server, token, ZURI.campaign)).toMatchObject({ total: KES(157_500), balance: KES(40_000), fromBalance: KES(40_000), amount: KES(117_500), method: 'mpesa' });
    const paid = (await paymentsApi(server, token).pay(ZURI.campaign, { method: 'mpesa', phone: '0712 345 678' }).expect(201)).body as Payment;
    expect(paid).toMatchObject({ amount: KES(117_500), fromBalance: KES(40_000), launchFee: KES(7_500) });
    expect((await stkPrompts(server)).at(-1)?.amount).toBe(117_500);
    // Held for this launch: not available for anything else while the payment is open.
    expect(await brandAvailable(server, ZURI.id)).toBe(0);
    await approve(server, token, paid);
    expect(await brandAvailable(server, ZURI.id)).toBe(0);
    expect((await balances(server.ctx, accountCode.escrow(ZURI.campaign))).posted).toBe(KES(150_000));
    const view = (await request(server.app).get('/api/brands/me/balance').set('Authorization', `Bearer ${token}`).expect(200)).body as BrandBalanceView;
    expect(view.balances[0]).toEqual({ currency: 'KES', available: 0, onHold: 0, withdrawn: 0 });
    const launch = view.movements.filter((m) => m.campaignId === ZURI.campaign);
    expect(launch.map((m) => [m.kind, m.amount])).toEqual([['budget', -KES(150_000)], ['launch_fee', -KES(7_500)], ['payment', KES(117_500)]]);
    await expectLedgerBalanced(server);
  });

  it('a failed payment gives the held balance back', async () => {
    const server = await makeServer();
    await listening(server);
    const token = await server.signIn(ZURI.email);
    const paid = (await paymentsApi(server, token).pay(ZURI.campaign, { method: 'mpesa', phone: '0712 345 678' }).expect(201)).body as Payment;
    await answerStk(server, paid.mpesa?.checkoutRequestId ?? '', 'wrong_pin');
    await readUntil(server, token, paid.id, (p) => p.status === 'failed');
    expect(await brandAvailable(server, ZURI.id)).toBe(KES(40_000));
    await expectLedgerBalanced(server);
  });

  it('covering all: no provider is asked and the campaign launches at once', async () => {
    const server = await makeServer();
    await listening(server);
    const token = await server.signIn(ZURI.email);
    await approvedCampaign(server, { id: 'cmp-zuri-small', budgetTotal: KES(30_000) });
    const prompts = (await stkPrompts(server)).length;
    expect(await quoteOf(server, token, 'cmp-zuri-small')).toMatchObject({ total: KES(31_500), fromBalance: KES(31_500), amount: 0, method: 'balance' });
    const paid = (await paymentsApi(server, token).pay('cmp-zuri-small', { method: 'balance' }).expect(201)).body as Payment;
    expect(paid).toMatchObject({ method: 'balance', status: 'succeeded', amount: 0, fromBalance: KES(31_500), launchFee: KES(1_500), mpesa: null });
    expect(await stkPrompts(server)).toHaveLength(prompts);
    expect((await storedCampaign(server, 'cmp-zuri-small'))?.status).toBe('recruiting');
    expect(await brandAvailable(server, ZURI.id)).toBe(KES(8_500));
    await expectLedgerBalanced(server);
  });

  it('cannot be spent twice: two launches from the same balance at once, one is paid and the other asked to pay the rest', async () => {
    const server = await makeServer();
    await listening(server);
    const token = await server.signIn(ZURI.email);
    for (const id of ['cmp-zuri-a', 'cmp-zuri-b']) await approvedCampaign(server, { id, budgetTotal: KES(30_000) });
    const api = paymentsApi(server, token);
    const both = await Promise.all(['cmp-zuri-a', 'cmp-zuri-b'].map((id) => api.pay(id, { method: 'balance' })));
    expect(both.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(both.find((r) => r.status === 422)?.body.message).toBe('Your balance of KES 8,500.00 does not cover this launch: pay the rest of KES 23,000.00 with M-Pesa.');
    expect(await brandAvailable(server, ZURI.id)).toBe(KES(8_500));
    await expectLedgerBalanced(server);
  });
});

describe('a brand withdraws its balance like a creator (issue 19)', () => {
  async function brandWithBalance() {
    const world = await moneyServer();
    await transfer(world.ctx, { id: 'test-refund:zuri', debit: accountCode.asset('mpesa'), credit: accountCode.brand(ZURI.id), amount: KES(40_000), currency: 'KES' });
    const zuri = await world.as(ZURI.email);
    await zuri.put('/brands/me/payout-details', { mpesaPhone: '0722 000 303', paypalEmail: null, bank: null }).expect(200);
    return { world, zuri };
  }

  it('to M-Pesa: held, sent by B2C, paid on the result; the same Idempotency-Key makes one withdrawal', async () => {
    const { world, zuri } = await brandWithBalance();
    const body = { amount: KES(40_000), currency: 'KES', method: 'mpesa' };
    const w = (await zuri.post('/withdrawals', body, 'brand-key').expect(201)).body as Withdrawal;
    expect((await zuri.post('/withdrawals', body, 'brand-key').expect(201)).body.id).toBe(w.id);
    expect(w).toMatchObject({ ownerType: 'brand', ownerId: ZURI.id, status: 'submitted', destination: '0722 ••• 303' });
    expect(await world.allWithdrawals()).toHaveLength(1);
    // Nothing left to spend twice: a second withdrawal is refused.
    await zuri.post('/withdrawals', { amount: KES(100), currency: 'KES', method: 'mpesa' }).expect(409);
    let view = (await zuri.get('/brands/me/balance').expect(200)).body as BrandBalanceView;
    expect(view.balances[0]).toEqual({ currency: 'KES', available: 0, onHold: KES(40_000), withdrawn: 0 });

    await world.resolveB2c(w.id, { outcome: 'success' });
    expect(await world.until(zuri, w.id, (x) => x.status === 'paid')).toMatchObject({ status: 'paid', settledAt: expect.any(String) });
    view = (await zuri.get('/brands/me/balance').expect(200)).body as BrandBalanceView;
    expect(view.balances[0]).toEqual({ currency: 'KES', available: 0, onHold: 0, withdrawn: KES(40_000) });
    expect(view.withdrawals.map((x) => x.status)).toEqual(['paid']);
    expect(view.movements[0]).toMatchObject({ kind: 'withdrawal', amount: -KES(40_000), state: 'posted', description: 'Withdrawal by M-Pesa (0722 ••• 303)' });
    await expectLedgerBalanced(world);
  });

  it('a failed payout puts the money back in the brand’s balance; another brand cannot read it', async () => {
    const { world, zuri } = await brandWithBalance();
    const w = (await zuri.post('/withdrawals', { amount: KES(10_000), currency: 'KES', method: 'mpesa' }).expect(201)).body as Withdrawal;
    await world.resolveB2c(w.id, { outcome: 'failure' });
    expect(await world.until(zuri, w.id, (x) => x.status === 'failed')).toMatchObject({ status: 'failed' });
    expect((await balances(world.ctx, accountCode.brand(ZURI.id))).available).toBe(KES(40_000));
    await (await world.as(SEEDED.brand)).get(`/withdrawals/${w.id}`).expect(404);
    await expectLedgerBalanced(world);
  });
});
