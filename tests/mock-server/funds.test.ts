import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Contract } from '../../src/domain/campaign-types.ts';
import type { CampaignFunds } from '../../src/domain/money-types.ts';
import { accountCode } from '../../mock-server/ledger/accounts.ts';
import { balances, transfer } from '../../mock-server/ledger/ledger.ts';
import { applicationById } from '../../mock-server/application-records.ts';
import { ledgerRows, moneySnapshot, noticesOf, storedContract } from './money-support.ts';
import { makeServer, SEEDED } from './support.ts';

type Server = Awaited<ReturnType<typeof makeServer>>;

// The seed (db.json): Wanjiru's cmp-duka-recruiting holds KES 120,000 with three open applications; her
// cmp-duka-in-progress holds KES 90,000 with Wairimu's (18,000) and Chebet's (12,000) fees on hold.
const RECRUITING = 'cmp-duka-recruiting';
const IN_PROGRESS = 'cmp-duka-in-progress';
const AKINYI = { application: 'app-duka-recruiting-akinyi', creator: 'acc-akinyi', fee: 2_200_000 };
const WAMBUI = { application: 'app-duka-recruiting-wambui', creator: 'acc-wambui', fee: 3_000_000 };
const WAIRIMU = 'ctr-duka-in-progress-wairimu';
const CHEBET = 'ctr-duka-in-progress-chebet';

const as = (server: Server, token?: string) => {
  const auth = <T extends request.Test>(req: T) => (token ? req.set('Authorization', `Bearer ${token}`) : req);
  let n = 0;
  return {
    get: (url: string) => auth(request(server.app).get(`/api${url}`)),
    post: (url: string, body: object = {}, key: string | null = `key-${++n}-${Math.random()}`) => {
      const req = auth(request(server.app).post(`/api${url}`));
      return (key === null ? req : req.set('Idempotency-Key', key)).send(body);
    },
  };
}

async function world() {
  const server = await makeServer();
  const sign = async (email: string) => as(server, await server.signIn(email));
  const ids = async () => (await ledgerRows(server)).map((t) => t.id);
  const funds = async (campaignId: string) => (await brand.get(`/campaigns/${campaignId}/funds`).expect(200)).body as CampaignFunds;
  const brand = await sign(SEEDED.brand);
  const accept = async (application: string) => {
    const res = await brand.post(`/applications/${application}/accept`, {}, null);
    expect(res.status, res.text).toBe(200);
    return res.body.contract as Contract;
  };
  const balance = (code: string) => balances(server.ctx, code);
  return { server, brand, admin: await sign(SEEDED.admin), zuri: await sign('brand-zuri@sauti.test'), akinyi: await sign('creator-akinyi@sauti.test'), ids, funds, accept, balance };
}

describe('campaign funds and acceptance', () => {
  it('reads a campaign\'s funds for its brand and the admin only', async () => {
    const { brand, admin, zuri, akinyi, funds } = await world();
    expect(await funds(RECRUITING)).toEqual({
      campaignId: RECRUITING, currency: 'KES', launchFee: 600_000, budget: 12_000_000, held: 12_000_000, allocated: 0, free: 12_000_000,
      released: 0, refunded: 0, brandBalance: 0,
    });
    expect((await admin.get(`/campaigns/${RECRUITING}/funds`).expect(200)).body.held).toBe(12_000_000);
    expect((await zuri.get(`/campaigns/${RECRUITING}/funds`)).status).toBe(404);
    expect((await akinyi.get(`/campaigns/${RECRUITING}/funds`)).status).toBe(403);
    expect((await brand.get('/campaigns/nope/funds')).status).toBe(404);
  });

  it('holds the agreed fee when an application is accepted: pending for the creator, allocated in the campaign', async () => {
    const { accept, funds, balance, ids } = await world();
    const contract = await accept(AKINYI.application);
    expect(await ids()).toContain(`hold:${contract.id}`);
    expect(await funds(RECRUITING)).toMatchObject({ held: 12_000_000, allocated: AKINYI.fee, free: 12_000_000 - AKINYI.fee });
    expect((await balance(accountCode.creator(AKINYI.creator)))).toMatchObject({ pending: AKINYI.fee, available: 0 });
  });

  it('refuses an acceptance the free funds cannot cover with 409 naming both amounts, and changes nothing', async () => {
    const { server, brand } = await world();
    // Another hold takes all but KES 20,000 of the escrow.
    await transfer(server.ctx, { id: 'hold:other', debit: accountCode.escrow(RECRUITING), credit: accountCode.creator('acc-chebet'), amount: 10_000_000, currency: 'KES', pending: true });
    const before = await moneySnapshot(server);
    const res = await brand.post(`/applications/${WAMBUI.application}/accept`, {}, null);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This campaign has KES 20,000.00 of held funds free, less than the agreed fee of KES 30,000.00, so this creator cannot be accepted.');
    expect(await moneySnapshot(server)).toEqual(before);
    expect((await applicationById(server.ctx, WAMBUI.application))?.status).toBe('applied');
  });
});

describe('cancelling a contract', () => {
  it('voids the hold and refunds the fee to the brand exactly once, tells the creator, and replays the same key', async () => {
    const { server, brand, accept, funds, balance, ids } = await world();
    const contract = await accept(AKINYI.application);
    const body = { reason: 'The shoot dates moved.' };
    const first = await brand.post(`/contracts/${contract.id}/cancel`, body, 'cancel-1');
    expect(first.status, first.text).toBe(200);
    expect(first.body.contract).toMatchObject({ id: contract.id, status: 'cancelled' });
    expect(first.body.funds).toMatchObject({ held: 12_000_000 - AKINYI.fee, allocated: 0, refunded: AKINYI.fee, brandBalance: AKINYI.fee });
    const replay = await brand.post(`/contracts/${contract.id}/cancel`, body, 'cancel-1');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(first.body);
    const again = await brand.post(`/contracts/${contract.id}/cancel`, body, 'cancel-2');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This contract is cancelled, so it cannot be cancelled.');
    expect((await ids()).filter((id) => id === `refund:${contract.id}` || id === `void:hold:${contract.id}`)).toHaveLength(2);
    expect((await balance(accountCode.brand('acc-brand'))).available).toBe(AKINYI.fee);
    expect((await balance(accountCode.creator(AKINYI.creator)))).toMatchObject({ pending: 0, posted: 0 });
    expect(await funds(RECRUITING)).toMatchObject({ free: 12_000_000 - AKINYI.fee });
    const notice = await noticesOf(server, AKINYI.creator, 'contract_cancelled');
    expect(notice).toEqual([expect.objectContaining({ body: expect.stringContaining('The shoot dates moved.') })]);
  });

  it('asks for a reason (422), a key (422), the brand\'s own contract (404) and a brand (403)', async () => {
    const { brand, zuri, akinyi, accept } = await world();
    const contract = await accept(AKINYI.application);
    for (const reason of [undefined, 'no', 'x'.repeat(501)]) {
      const res = await brand.post(`/contracts/${contract.id}/cancel`, { reason });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(['reason']);
    }
    expect((await brand.post(`/contracts/${contract.id}/cancel`, { reason: 'Moved.' }, null)).status).toBe(422);
    expect((await zuri.post(`/contracts/${contract.id}/cancel`, { reason: 'Moved.' })).status).toBe(404);
    expect((await akinyi.post(`/contracts/${contract.id}/cancel`, { reason: 'Moved.' })).status).toBe(403);
  });
});

describe('releasing a contract (admin)', () => {
  it('gives exactly one release for 10 simultaneous requests with different keys: the fee less commission, once', async () => {
    const { server, admin, ids, balance, funds } = await world();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => admin.post(`/admin/contracts/${WAIRIMU}/release`, {}, `release-${i}`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect(new Set(answers.filter((a) => a.status === 409).map((a) => a.body.message))).toEqual(new Set(['This contract is completed, so it cannot be released.']));
    expect((await ids()).filter((id) => id === `post:hold:${WAIRIMU}`)).toHaveLength(1);
    expect((await ids()).filter((id) => id === `commission:${WAIRIMU}`)).toHaveLength(1);
    expect((await balance(accountCode.creator('acc-wairimu')))).toMatchObject({ pending: 0, available: 1_620_000 });
    expect((await balance(accountCode.commission())).posted).toBe(950_000 + 180_000);
    expect(await funds(IN_PROGRESS)).toMatchObject({ held: 7_200_000, allocated: 1_200_000, released: 1_800_000 });
    expect((await storedContract(server, WAIRIMU))?.status).toBe('completed');
    expect(await noticesOf(server, 'acc-wairimu', 'contract_released')).toHaveLength(1);
  });

  it('is for admins only', async () => {
    const { brand } = await world();
    expect((await brand.post(`/admin/contracts/${WAIRIMU}/release`)).status).toBe(403);
  });
});

describe('ending a campaign', () => {
  it('cancelling voids every open hold and sweeps the escrow to zero, back to the brand', async () => {
    const { brand, accept, funds, ids, balance } = await world();
    const contracts = [await accept(AKINYI.application), await accept(WAMBUI.application)];
    const res = await brand.post(`/campaigns/${RECRUITING}/cancel`, {}, null);
    expect(res.status, res.text).toBe(200);
    for (const c of contracts) expect(await ids()).toContain(`void:hold:${c.id}`);
    expect(await ids()).toContain(`sweep:${RECRUITING}`);
    expect(await funds(RECRUITING)).toMatchObject({ held: 0, allocated: 0, free: 0, refunded: 12_000_000, brandBalance: 12_000_000 });
    for (const c of contracts) expect((await balance(accountCode.creator(c.creatorId))).pending).toBe(0);
  });

  it('completing keeps released fees with their creators, ends the rest and sweeps what is left', async () => {
    const { server, brand, admin, funds, ids } = await world();
    await admin.post(`/admin/contracts/${WAIRIMU}/release`).expect(200);
    const res = await brand.post(`/campaigns/${IN_PROGRESS}/complete`, {}, null);
    expect(res.status, res.text).toBe(200);
    expect(res.body.status).toBe('completed');
    expect(await ids()).toEqual(expect.arrayContaining([`void:hold:${CHEBET}`, `sweep:${IN_PROGRESS}`]));
    expect(await funds(IN_PROGRESS)).toMatchObject({ held: 0, allocated: 0, released: 1_800_000, refunded: 7_200_000, brandBalance: 7_200_000 });
    expect((await storedContract(server, CHEBET))?.status).toBe('cancelled');
    expect((await storedContract(server, WAIRIMU))?.status).toBe('completed');
  });
});
