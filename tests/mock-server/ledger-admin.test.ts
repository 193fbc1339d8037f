import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Withdrawal } from '../../src/domain/money-types.ts';
import { accountCode } from '../../mock-server/ledger/accounts.ts';
import { payments, withdrawals } from '../../mock-server/db/schema/index.ts';
import { applyLinked, type LedgerTransfer } from '../../mock-server/ledger/ledger.ts';
import { findPayment } from '../../mock-server/money/payment-store.ts';
import { makeServer, SEEDED } from './support.ts';

type Server = Awaited<ReturnType<typeof makeServer>>;

const as = (server: Server, token?: string) => ({
  get: (url: string) => {
    const req = request(server.app).get(`/api${url}`);
    return token ? req.set('Authorization', `Bearer ${token}`) : req;
  },
});

async function world() {
  const server = await makeServer();
  const admin = as(server, await server.signIn(SEEDED.admin));
  const transfers = async (query: string) => {
    const res = await admin.get(`/admin/ledger/transfers?${query}`).expect(200);
    return res.body as { items: LedgerTransfer[]; total: number; page: number; pageSize: number };
  };
  const reconciliation = async () => (await admin.get('/admin/reconciliation').expect(200)).body as Record<string, unknown>;
  return { server, admin, transfers, reconciliation, brand: as(server, await server.signIn(SEEDED.brand)), anon: as(server) };
}

describe('the admin ledger view', () => {
  it('lists accounts with posted, pending and available balances, filtered by creator, campaign or brand', async () => {
    const { admin } = await world();
    const all = (await admin.get('/admin/ledger/accounts').expect(200)).body.items as Array<{ code: string }>;
    expect(all.map((a) => a.code)).toEqual([...all.map((a) => a.code)].sort());
    const mutua = (await admin.get('/admin/ledger/accounts?creator=acc-mutua').expect(200)).body.items;
    expect(mutua).toEqual([{ code: 'creator:acc-mutua:available', owner: { type: 'creator', id: 'acc-mutua', name: 'David Mutua' }, currency: 'KES', normal: 'credit', posted: 4_050_000, pending: 0, available: 4_050_000 }]);
    const escrow = (await admin.get('/admin/ledger/accounts?campaign=cmp-duka-in-progress').expect(200)).body.items;
    expect(escrow).toEqual([expect.objectContaining({ code: 'campaign:cmp-duka-in-progress:escrow', posted: 9_000_000, pending: -3_000_000, available: 6_000_000 })]);
    const chama = (await admin.get('/admin/ledger/accounts?brand=acc-chama').expect(200)).body.items as Array<{ code: string }>;
    expect(chama.map((a) => a.code)).toEqual(['brand:acc-chama:balance', 'brand:acc-chama:balance:USD', 'campaign:cmp-chama-paused:escrow', 'campaign:cmp-chama-recruiting:escrow']);
  });

  it('lists transfers newest first, by campaign (launch payment included), creator or brand, a page at a time', async () => {
    const { transfers } = await world();
    const completed = await transfers('campaign=cmp-kahawa-completed');
    expect(completed.total).toBe(10);
    expect(completed.items[0]?.id).toBe('sweep:cmp-kahawa-completed');
    expect(completed.items.map((t) => t.id)).toEqual(expect.arrayContaining([expect.stringMatching(/^stk:S/), 'launch-fee:cmp-kahawa-completed', 'commission:ctr-kahawa-completed-amara']));
    const mutua = await transfers('creator=acc-mutua');
    expect(mutua.items.map((t) => t.id)).toEqual(['commission:ctr-kahawa-completed-mutua', 'post:hold:ctr-kahawa-completed-mutua', 'hold:ctr-kahawa-completed-mutua']);
    expect((await transfers('brand=acc-zuri')).total).toBe(7);
    expect((await transfers('brand=acc-zuri&campaign=cmp-zuri-paused')).total).toBe(3);
    const page = await transfers('pageSize=2&page=2');
    expect(page).toMatchObject({ page: 2, pageSize: 2, total: 35 });
    expect(page.items).toHaveLength(2);
  });

  it('names every owner and reference, and finds campaigns, creators and brands by part of their name, ignoring case', async () => {
    const { admin, transfers } = await world();
    const chama = (await admin.get('/admin/ledger/accounts?brand=chama%20pay').expect(200)).body.items as Array<{ code: string; owner: { name: string } }>;
    expect(chama.map((a) => a.code)).toEqual(['brand:acc-chama:balance', 'brand:acc-chama:balance:USD', 'campaign:cmp-chama-paused:escrow', 'campaign:cmp-chama-recruiting:escrow']);
    expect(chama.map((a) => a.owner.name)).toEqual(['Chama Pay', 'Chama Pay', 'Chama Pay group savings explainers', 'Chama Pay: save together, grow together']);
    expect((await transfers('campaign=harvest%20story')).total).toBe(10);
    expect((await transfers('creator=mutua')).items.map((t) => t.id)).toEqual(['commission:ctr-kahawa-completed-mutua', 'post:hold:ctr-kahawa-completed-mutua', 'hold:ctr-kahawa-completed-mutua']);
    expect((await transfers('brand=Zuri%20Threads')).total).toBe(7);
    const named = (await transfers('creator=acc-mutua')).items as Array<LedgerTransfer & { refName: string | null }>;
    expect(named[0]?.refName).toBe('Kahawa Hills harvest story · David Mutua');
    expect((await transfers('creator=nobody-by-this-name')).total).toBe(0);
  });

  it('refuses bad filters (422) and anyone but an admin (403, 401)', async () => {
    const { admin, brand, anon } = await world();
    expect((await admin.get('/admin/ledger/transfers?page=zero')).status).toBe(422);
    expect((await admin.get('/admin/ledger/accounts?creator=a&creator=b')).status).toBe(422);
    for (const url of ['/admin/ledger/accounts', '/admin/ledger/transfers', '/admin/reconciliation']) {
      expect((await brand.get(url)).status, url).toBe(403);
      expect((await anon.get(url)).status, url).toBe(401);
    }
  });
});

describe('the M-Pesa reconciliation', () => {
  it('balances on the seed: asset:mpesa equals the STK receipts', async () => {
    const { reconciliation } = await world();
    const kes = [4_200_000, 10_500_000, 18_900_000, 9_450_000, 6_300_000, 21_000_000, 12_600_000].reduce((a, b) => a + b, 0);
    expect(await reconciliation()).toEqual({
      currency: 'KES', mpesaAsset: kes, stkReceived: kes, b2cPaid: 0, expected: kes, difference: 0, balanced: true, receipts: 7, duplicateReceipts: [],
    });
  });

  it('takes paid B2C withdrawals off and still balances', async () => {
    const { server, reconciliation } = await world();
    const w = { id: 'wd-1', ownerType: 'creator', ownerId: 'acc-mutua', amount: 1_000_000, currency: 'KES', method: 'mpesa', status: 'paid', mpesa: { originatorConversationId: 'oc-1', conversationId: 'c-1', receipt: 'TB2C000001' } };
    await server.db.insert(withdrawals).values({ ...w, destination: '0712 ••• 678', reason: null, paypal: null, createdAt: new Date(0).toISOString(), updatedAt: new Date(0).toISOString(), settledAt: null } as Withdrawal);
    await applyLinked(server.ctx, [{ kind: 'transfer', id: 'withdrawal:wd-1', debit: accountCode.creator('acc-mutua'), credit: accountCode.asset('mpesa'), amount: w.amount, currency: 'KES', pending: true }]);
    await applyLinked(server.ctx, [{ kind: 'post', pendingId: 'withdrawal:wd-1' }]);
    expect(await reconciliation()).toMatchObject({ b2cPaid: 1_000_000, difference: 0, balanced: true, receipts: 8 });
  });

  it('flags a receipt that appears on two records, and the difference it makes; the database refuses it on two payments', async () => {
    const { server, reconciliation } = await world();
    const original = (await findPayment(server.ctx, 'pay-duka-recruiting'))!;
    await expect(server.db.insert(payments).values({ ...original, id: 'pay-copy', campaignId: 'cmp-other' })).rejects.toThrow();
    const receipt = original.mpesa?.receipt ?? null;
    const at = new Date(0).toISOString();
    await server.db.insert(withdrawals).values({ id: 'wd-copy', ownerId: 'acc-mutua', amount: 1_000_000, currency: 'KES', method: 'mpesa', destination: '0712 ••• 678', status: 'paid', reason: null,
      mpesa: { originatorConversationId: 'wd-copy', conversationId: null, receipt }, paypal: null, createdAt: at, updatedAt: at, settledAt: at });
    expect(await reconciliation()).toMatchObject({ balanced: false, difference: 1_000_000, duplicateReceipts: [receipt] });
  });
});
