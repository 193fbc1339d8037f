import { describe, expect, it } from 'vitest';
import type { Contract } from '../../src/domain/campaign-types.ts';
import type { Movement, Withdrawal } from '../../src/domain/money-types.ts';
import { accountCode } from '../../mock-server/ledger/accounts.ts';
import { applyLinked, postPending, transfer, voidPending } from '../../mock-server/ledger/ledger.ts';
import { AMARA, KES, kenyanCreator, moneyServer, MUTUA } from './earnings-support.ts';
import { placeContract } from './money-support.ts';
import { MINUTE, SEEDED } from './support.ts';

type World = Awaited<ReturnType<typeof moneyServer>>;

/** A contract for Mutua on a seeded campaign, with its fee held from the campaign's escrow (hold:{contractId}). */
async function heldContract(world: World, id: string, campaignId: string, fee: number) {
  const contract: Contract = { id, campaignId, applicationId: `app-${id}`, brandId: 'acc-kahawa', creatorId: MUTUA.id, agreedFee: fee, currency: 'KES', status: 'active', createdAt: new Date(world.clock.now()).toISOString() };
  await placeContract(world, contract);
  const escrow = accountCode.escrow(campaignId);
  await applyLinked(world.ctx, [
    { kind: 'transfer', id: `test-fund:${id}`, debit: accountCode.asset('mpesa'), credit: escrow, amount: fee, currency: 'KES' },
    { kind: 'transfer', id: `hold:${id}`, debit: escrow, credit: accountCode.creator(MUTUA.id), amount: fee, currency: 'KES', pending: true, ref: { type: 'contract', id } },
  ]);
  world.clock.advance(MINUTE);
}

describe('GET /creators/me/earnings', () => {
  it('shows pending, available, withdrawing and paid out from the ledger, and every movement signed from the creator side', async () => {
    const world = await moneyServer();
    await heldContract(world, 'ctr-released', 'cmp-kahawa-completed', KES(45_000));
    await heldContract(world, 'ctr-cancelled', 'cmp-duka-in-progress', KES(8_000));
    await heldContract(world, 'ctr-active', 'cmp-duka-in-progress', KES(10_000));
    await postPending(world.ctx, 'hold:ctr-released');
    await transfer(world.ctx, { id: 'commission:ctr-released', debit: accountCode.creator(MUTUA.id), credit: accountCode.commission(), amount: KES(4_500), currency: 'KES', ref: { type: 'contract', id: 'ctr-released' } });
    world.clock.advance(MINUTE);
    await voidPending(world.ctx, 'hold:ctr-cancelled');
    world.clock.advance(MINUTE);
    const mutua = await kenyanCreator(world, KES(0.5));
    const paid = (await mutua.post('/withdrawals', { amount: KES(20_000), currency: 'KES', method: 'mpesa' }).expect(201)).body as Withdrawal;
    await world.resolveB2c(paid.id, { outcome: 'success' });
    world.clock.advance(MINUTE);
    const open = (await mutua.post('/withdrawals', { amount: KES(5_000), currency: 'KES', method: 'mpesa' }).expect(201)).body as Withdrawal;

    const res = await mutua.get('/creators/me/earnings').expect(200);
    expect(res.body.balances).toEqual([{ currency: 'KES', pending: KES(10_000), available: KES(45_000 - 4_500 - 20_000 - 5_000) + 50, withdrawing: KES(5_000), paidOut: KES(20_000) }]);
    expect(res.body).toMatchObject({ country: 'KE', methods: ['mpesa', 'bank'], payoutDetails: { mpesaPhone: '254712345678', paypalEmail: null, bank: null } });
    expect(res.body.withdrawals.map((w: Withdrawal) => w.id)).toEqual([open.id, paid.id]);

    const lines = res.body.movements as Movement[];
    const pick = ({ id, kind, amount, state, campaignId }: Movement) => ({ id, kind, amount, state, campaignId });
    expect(lines.map(pick)).toEqual([
      { id: `withdrawal:${open.id}`, kind: 'withdrawal', amount: -KES(5_000), state: 'pending', campaignId: null },
      { id: `withdrawal:${paid.id}`, kind: 'withdrawal', amount: -KES(20_000), state: 'posted', campaignId: null },
      { id: 'test-credit:1', kind: 'release', amount: 50, state: 'posted', campaignId: null },
      { id: 'hold:ctr-cancelled', kind: 'refund', amount: KES(8_000), state: 'voided', campaignId: 'cmp-duka-in-progress' },
      { id: 'commission:ctr-released', kind: 'commission', amount: -KES(4_500), state: 'posted', campaignId: 'cmp-kahawa-completed' },
      { id: 'hold:ctr-released', kind: 'release', amount: KES(45_000), state: 'posted', campaignId: 'cmp-kahawa-completed' },
      { id: 'hold:ctr-active', kind: 'hold', amount: KES(10_000), state: 'pending', campaignId: 'cmp-duka-in-progress' },
    ]);
    const words = Object.fromEntries(lines.map((m) => [m.id, m.description]));
    expect(words['hold:ctr-active']).toBe('Fee held for "Duka Fresh mango season", paid to you when the brand approves the work');
    expect(words['hold:ctr-released']).toBe('Fee released for "Kahawa Hills harvest story"');
    expect(words['commission:ctr-released']).toBe('Sauti\'s 10% commission for "Kahawa Hills harvest story"');
    // Screens show the campaign's title, never its id.
    expect(lines.map((m) => m.campaignTitle)).toEqual([null, null, null, 'Duka Fresh mango season', 'Kahawa Hills harvest story', 'Kahawa Hills harvest story', 'Duka Fresh mango season']);
    expect(words['hold:ctr-cancelled']).toBe('Fee for "Duka Fresh mango season" returned to the brand: the contract was cancelled');
    expect(words[`withdrawal:${open.id}`]).toBe('Withdrawal by M-Pesa (0712 ••• 678), on its way');
  });

  it('a failed withdrawal shows once, as returned to the balance', async () => {
    const world = await moneyServer();
    const mutua = await kenyanCreator(world);
    const w = (await mutua.post('/withdrawals', { amount: KES(1_000), currency: 'KES', method: 'mpesa' }).expect(201)).body as Withdrawal;
    await world.resolveB2c(w.id, { outcome: 'failure' });
    const lines = (await mutua.get('/creators/me/earnings').expect(200)).body.movements as Movement[];
    expect(lines.filter((m) => m.id === `withdrawal:${w.id}`)).toEqual([expect.objectContaining({ kind: 'withdrawal_returned', amount: -KES(1_000), state: 'voided', description: 'Withdrawal by M-Pesa (0712 ••• 678) did not go through; the money is back in your balance' })]);
  });

  it('a creator with no money yet sees zeros in KES, and the methods of their region', async () => {
    const world = await moneyServer();
    const res = await (await world.as(AMARA.email)).get('/creators/me/earnings').expect(200);
    expect(res.body).toEqual({
      balances: [{ currency: 'KES', pending: 0, available: 0, withdrawing: 0, paidOut: 0 }],
      movements: [], withdrawals: [], payoutDetails: { mpesaPhone: null, paypalEmail: null, bank: null }, methods: ['paypal', 'bank'], country: 'GB',
    });
  });

  it('lists one row per currency, KES first', async () => {
    const world = await moneyServer();
    await world.credit(AMARA.id, 2_500, 'USD', 'paypal');
    await world.credit(AMARA.id, KES(300));
    const res = await (await world.as(AMARA.email)).get('/creators/me/earnings').expect(200);
    expect(res.body.balances.map((b: { currency: string; available: number }) => [b.currency, b.available])).toEqual([['KES', KES(300)], ['USD', 2_500]]);
  });

  it('is for creators only', async () => {
    const world = await moneyServer();
    await (await world.as(SEEDED.brand)).get('/creators/me/earnings').expect(403);
  });
});

describe('PUT /creators/me/payout-details', () => {
  it('saves the details with the phone in 2547… form and the email in lower case; blanks and nulls clear them', async () => {
    const world = await moneyServer();
    const amara = await world.as(AMARA.email);
    const bank = { accountName: ' Amara Obi ', bankName: 'Barclays', accountNumber: '12345678' };
    const saved = await amara.put('/creators/me/payout-details', { mpesaPhone: '+254 112 345 678', paypalEmail: 'Amara@Example.com', bank }).expect(200);
    expect(saved.body).toEqual({ mpesaPhone: '254112345678', paypalEmail: 'amara@example.com', bank: { ...bank, accountName: 'Amara Obi' } });
    const cleared = await amara.put('/creators/me/payout-details', { mpesaPhone: '', paypalEmail: null }).expect(200);
    expect(cleared.body).toEqual({ mpesaPhone: null, paypalEmail: null, bank: null });
    expect((await amara.get('/creators/me/earnings').expect(200)).body.payoutDetails).toEqual(cleared.body);
  });

  it('answers bad details with 422 and an error for each field', async () => {
    const world = await moneyServer();
    const amara = await world.as(AMARA.email);
    const res = await amara.put('/creators/me/payout-details', { mpesaPhone: '0812 345 678', paypalEmail: 'not-an-email', bank: { accountName: 'A', bankName: 'Barclays', accountNumber: '12' } }).expect(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['bank.accountName', 'bank.accountNumber', 'mpesaPhone', 'paypalEmail']);
    expect(res.body.errors.mpesaPhone[0]).toMatch(/Kenyan M-Pesa number/);
    await (await world.as(SEEDED.brand)).put('/creators/me/payout-details', {}).expect(403);
  });
});
