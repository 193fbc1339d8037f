import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { canonicalJson } from '../../mock-server/canonical-json.ts';
import { campaigns, contractTerms, creatorPackages, verifications } from '../../mock-server/db/schema/index.ts';
import type { Campaign, Contract } from '../../src/domain/campaign-types.ts';
import type { Deliverable } from '../../src/domain/delivery-types.ts';
import type { ContractTermsView } from '../../src/domain/usage-rights.ts';
import type { Payment } from '../../src/domain/money-types.ts';
import { answerStk, ledgerRows, listening, newKey, paymentsApi, readUntil, spendBalance, ZURI } from './money-support.ts';
import { client, type Server } from './reviews-support.ts';
import { DAY, expectNoStackTrace, makeServer } from './support.ts';

/** Issue 24: a package bought into a contract, and the creator's acceptance of its terms before the fee is held. */
const PACKAGE = 'pkg-wambui-1';
const PRICE = 2_500_000;
const WAMBUI = { email: 'creator-wambui@sauti.test', id: 'acc-wambui' };
const BODY = { landingUrl: 'https://zuri.example/shop', version: 1 };

let server: Server;
beforeEach(async () => {
  server = await makeServer();
  server.clock.set(Date.parse('2026-11-26T09:00:00Z'));
});

/** The launch payment, as for any campaign: M-Pesa for what the brand's balance does not cover, approved on the phone. */
async function payAndLaunch(_server: Server, token: string, campaignId: string): Promise<Payment> {
  await listening(server);
  const started = await paymentsApi(server, token).pay(campaignId, { method: 'mpesa', phone: '0712 345 678' });
  expect(started.status, started.text).toBe(201);
  const payment = started.body as Payment;
  if (payment.status === 'succeeded') return payment;
  await answerStk(server, payment.mpesa?.checkoutRequestId ?? '', 'approved');
  return readUntil(server, token, payment.id, (p) => p.status === 'succeeded');
}

async function sides() {
  const zuriToken = await server.signIn(ZURI.email);
  return { zuriToken, brand: client(server, zuriToken), creator: client(server, await server.signIn(WAMBUI.email)) };
}

const buy = (brand: ReturnType<typeof client>, key = newKey('buy'), body: object = BODY, pkg = PACKAGE) =>
  brand.post(`/packages/${pkg}/purchase`, body).set('Idempotency-Key', key);

async function boughtAndPaid() {
  const s = await sides();
  const bought = await buy(s.brand);
  expect(bought.status, bought.text).toBe(201);
  const { campaign, contract } = bought.body as { campaign: Campaign; contract: Contract };
  await listening(server);
  await payAndLaunch(server, s.zuriToken, campaign.id);
  return { ...s, campaign, contract };
}

const termsOf = async (c: ReturnType<typeof client>, id: string) => (await c.get(`/contracts/${id}/terms`).expect(200)).body.view as ContractTermsView;
const holdsOf = async (contractId: string) => (await ledgerRows(server)).filter((t) => t.id === `hold:${contractId}`);

describe('buying a package', () => {
  it('makes a direct campaign, an accepted application and a contract with the package’s terms; paid, the work waits for the creator’s acceptance', async () => {
    const { brand, creator, zuriToken } = await sides();
    const bought = await buy(brand);
    expect(bought.status, bought.text).toBe(201);
    const { campaign, contract } = bought.body as { campaign: Campaign; contract: Contract };
    expect(campaign).toMatchObject({ status: 'approved', slots: 1, budgetTotal: PRICE, brandId: ZURI.id, currency: 'KES' });
    expect(contract).toMatchObject({ status: 'active', creatorId: WAMBUI.id, brandId: ZURI.id, agreedFee: PRICE });
    const applications = (await brand.get(`/campaigns/${campaign.id}/applications`).expect(200)).body.items as Array<{ application: { status: string } }>;
    expect(applications.map((a) => a.application.status)).toEqual(['accepted']);

    const before = await termsOf(creator, contract.id);
    expect(before).toMatchObject({ acceptance: null, funded: false, terms: { version: 1, fee: PRICE, currency: 'KES', deliveryDays: 5 } });
    expect(before.terms.deliverables.map((d) => [d.platform, d.type, d.quantity])).toEqual([['instagram', 'reel', 1], ['instagram', 'story', 3]]);
    expect(before.terms.deliverables[0]!.rights[0]).toMatchObject({ use: 'organic', duration: 3, unit: 'months', countries: ['KE'] });
    expect(before.hash).toBe(createHash('sha256').update(canonicalJson(before.terms)).digest('hex'));
    // Nothing to hold before the brand pays.
    const early = await creator.post(`/contracts/${contract.id}/terms/accept`, { version: 1, hash: before.hash });
    expect(early.status, early.text).toBe(409);
    expect(early.body.message).toMatch(/not paid/);

    await listening(server);
    await payAndLaunch(server, zuriToken, campaign.id);
    expect(((await brand.get(`/campaigns/${campaign.id}`).expect(200)).body as Campaign).status).toBe('in_progress');
    const told = (await brand.get('/notifications').expect(200)).body.items as Array<{ type: string; body: string }>;
    expect(told.find((n) => n.type === 'payment_succeeded')?.body).toMatch(/The creator can now accept its terms/);
    const creatorTold = (await creator.get('/notifications').expect(200)).body.items as Array<{ type: string; href: string }>;
    expect(creatorTold.find((n) => n.type === 'package_paid')?.href).toBe(`/influencer/contracts/${contract.id}`);
    const transfers = await ledgerRows(server);
    expect(transfers.find((t) => t.id === `escrow:${campaign.id}`)).toMatchObject({ amount: PRICE, currency: 'KES' });
    expect(await holdsOf(contract.id)).toEqual([]);
    expect((await termsOf(brand, contract.id)).funded).toBe(true);

    // Until the creator accepts, no work is taken.
    const deliverable = ((await creator.get(`/contracts/${contract.id}/deliverables`).expect(200)).body.items as Deliverable[])[0]!;
    const draft = await creator.post(`/deliverables/${deliverable.id}/submissions`, { url: 'https://example.com/draft', caption: 'Draft' });
    expect(draft.status, draft.text).toBe(409);
    expect(draft.body.message).toMatch(/Accept the contract’s terms first/);
  });

  it('a double submit with one Idempotency-Key makes one campaign and one contract', async () => {
    const { brand } = await sides();
    const key = newKey('double');
    const [a, b] = await Promise.all([buy(brand, key), buy(brand, key)]);
    const codes = [a.status, b.status].sort();
    expect(codes[0], a.text + b.text).toBe(201);
    const made = [a, b].filter((r) => r.status === 201).map((r) => (r.body as { contract: Contract }).contract.id);
    expect(new Set(made).size).toBe(1);
    const replay = await buy(brand, key);
    expect(replay.status).toBe(201);
    expect((replay.body as { contract: Contract }).contract.id).toBe(made[0]);
    const mine = (await brand.get('/contracts/mine').expect(200)).body.items as Array<{ contract: Contract }>;
    expect(mine.filter((e) => e.contract.creatorId === WAMBUI.id && e.contract.agreedFee === PRICE)).toHaveLength(1);
  });

  it('respects the plan’s limit on active campaigns, as at launch: a brand at its limit is refused (403) and nothing is made', async () => {
    const { brand } = await sides();
    await server.db.update(campaigns).set({ status: 'recruiting' }).where(inArray(campaigns.id, ['cmp-zuri-approved', 'cmp-zuri-review']));
    const before = (await server.db.select().from(campaigns)).length;
    const refused = await buy(brand);
    expect(refused.status, refused.text).toBe(403);
    expect(refused.body.message).toMatch(/The free tier allows 3 active campaigns at a time/);
    expect(await server.db.select().from(campaigns)).toHaveLength(before);
  });

  it('refuses a package of a creator who is not verified, a creator buying, an unknown package and bad input', async () => {
    const { brand, creator } = await sides();
    await server.db.update(verifications).set({ status: 'pending' }).where(eq(verifications.creatorId, WAMBUI.id));
    const unverified = await buy(brand);
    expect(unverified.status, unverified.text).toBe(409);
    expect(unverified.body.message).toMatch(/not verified/);

    const own = await buy(creator);
    expect(own.status).toBe(403);
    expect((await buy(brand, newKey(), BODY, 'pkg-nobody')).status).toBe(404);

    for (const body of [{}, { landingUrl: 'not a url' }, { ...BODY, price: 1 }, { landingUrl: 42 }]) {
      const bad = await buy(brand, newKey(), body, 'pkg-akinyi-1');
      expect(bad.status, JSON.stringify(body)).toBe(422);
      expect(bad.body.message).toBeTruthy();
      expectNoStackTrace(bad.text);
    }
    const noUrl = await buy(brand, newKey(), {}, 'pkg-akinyi-1');
    expect(noUrl.body.errors.landingUrl).toBeTruthy();
    const packages = await server.db.select().from(creatorPackages).where(eq(creatorPackages.id, 'pkg-akinyi-1'));
    expect(packages).toHaveLength(1);
  });
});

describe('accepting the terms', () => {
  it('holds the fee once the creator accepts the version they read; the acceptance names who, when, the version and the hash', async () => {
    const { brand, creator, contract, campaign } = await boughtAndPaid();
    const terms = await termsOf(creator, contract.id);
    // Not by the brand, and not on terms read wrong.
    const byBrand = await brand.post(`/contracts/${contract.id}/terms/accept`, { version: 1, hash: terms.hash });
    expect(byBrand.status).toBe(403);
    const stranger = client(server, await server.signIn('creator-akinyi@sauti.test'));
    expect((await stranger.post(`/contracts/${contract.id}/terms/accept`, { version: 1, hash: terms.hash })).status).toBe(404);
    const wrong = await creator.post(`/contracts/${contract.id}/terms/accept`, { version: 1, hash: 'a'.repeat(64) });
    expect(wrong.status).toBe(409);
    const bad = await creator.post(`/contracts/${contract.id}/terms/accept`, { version: 'one' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.version).toBeTruthy();
    expect(await holdsOf(contract.id)).toEqual([]);

    const accepted = await creator.post(`/contracts/${contract.id}/terms/accept`, { version: 1, hash: terms.hash });
    expect(accepted.status, accepted.text).toBe(200);
    expect((accepted.body as ContractTermsView).acceptance).toEqual({ acceptedBy: WAMBUI.id, acceptedAt: '2026-11-26T09:00:00.000Z', version: 1, hash: terms.hash });
    expect(await holdsOf(contract.id)).toEqual([expect.objectContaining({ amount: PRICE, flags: expect.objectContaining({ pending: true }), debitAccountId: `campaign:${campaign.id}:escrow`, creditAccountId: `creator:${WAMBUI.id}:available` })]);
    expect((await creator.post(`/contracts/${contract.id}/terms/accept`, { version: 1, hash: terms.hash })).status).toBe(409);

    const deliverable = ((await creator.get(`/contracts/${contract.id}/deliverables`).expect(200)).body.items as Deliverable[])[0]!;
    expect((await creator.post(`/deliverables/${deliverable.id}/submissions`, { url: 'https://example.com/draft', caption: 'Draft' })).status).toBe(201);
  });

  it('asks for acceptance again when the terms change, and holds the fee only once', async () => {
    const { creator, contract } = await boughtAndPaid();
    const first = await termsOf(creator, contract.id);
    expect((await creator.post(`/contracts/${contract.id}/terms/accept`, { version: 1, hash: first.hash })).status).toBe(200);

    const changed = { ...first.terms, version: 2, deliverables: first.terms.deliverables.map((d) => ({ ...d, rights: d.rights.map((r) => ({ ...r, duration: 1 })) })) };
    const hash = createHash('sha256').update(canonicalJson(changed)).digest('hex');
    await server.db.update(contractTerms).set({ version: 2, terms: changed, hash }).where(eq(contractTerms.contractId, contract.id));
    const second = await termsOf(creator, contract.id);
    expect(second).toMatchObject({ acceptance: null, hash });
    const stale = await creator.post(`/contracts/${contract.id}/terms/accept`, { version: 1, hash: first.hash });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/changed since you read them/);
    const again = await creator.post(`/contracts/${contract.id}/terms/accept`, { version: 2, hash });
    expect(again.status, again.text).toBe(200);
    expect((again.body as ContractTermsView).acceptance).toMatchObject({ version: 2, hash });
    expect(await holdsOf(contract.id)).toHaveLength(1);
  });

  it('ends each right on its date, on the server’s clock', async () => {
    const { brand, creator, contract } = await boughtAndPaid();
    const terms = await termsOf(creator, contract.id);
    expect(terms.rights[0]![0]).toMatchObject({ endsAt: null, ended: false });
    await creator.post(`/contracts/${contract.id}/terms/accept`, { version: 1, hash: terms.hash }).expect(200);
    const accepted = await termsOf(brand, contract.id);
    // The reel's organic reposts: 3 months from the acceptance; the stories' 30 days.
    expect(accepted.rights[0]![0]).toMatchObject({ endsAt: '2027-02-26T09:00:00.000Z', ended: false });
    expect(accepted.rights[1]![0]).toMatchObject({ endsAt: '2026-12-26T09:00:00.000Z', ended: false });

    server.clock.set(Date.parse('2026-12-26T09:00:00Z'));
    const month = await termsOf(client(server, await server.signIn(ZURI.email)), contract.id);
    expect(month.rights.map((d) => d.map((r) => r.ended))).toEqual([[false], [true]]);
    server.clock.set(Date.parse('2027-02-26T09:00:00Z') + DAY);
    const later = await termsOf(client(server, await server.signIn(WAMBUI.email)), contract.id);
    expect(later.rights.map((d) => d.map((r) => r.ended))).toEqual([[true], [true]]);
  });

  it('a contract made before contracts had terms has none to accept (an application’s carries its brief’s: brief-terms.test.ts)', async () => {
    const kahawa = client(server, await server.signIn('brand-kahawa@sauti.test'));
    const mine = (await kahawa.get('/contracts/mine').expect(200)).body.items as Array<{ contract: Contract }>;
    const id = mine[0]!.contract.id;
    expect((await termsOf(kahawa, id)).acceptance).not.toBeNull();
    await server.db.delete(contractTerms).where(eq(contractTerms.contractId, id));
    const none = await kahawa.get(`/contracts/${id}/terms`);
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ view: null });
    const creator = client(server, await server.signIn('creator-wambui@sauti.test'));
    expect((await creator.post(`/contracts/${id}/terms/accept`, { version: 1, hash: 'a'.repeat(64) })).status).toBe(404);
  });
});

describe('a bought package never becomes a recruiting campaign without review', () => {
  const cancel = (brand: ReturnType<typeof client>, id: string) =>
    brand.post(`/contracts/${id}/cancel`, { reason: 'Changed our plans' }).set('Idempotency-Key', newKey('cancel'));

  it('cancelling the contract of an unpaid package cancels its campaign, and its launch can no longer be paid (409)', async () => {
    const { brand, creator, zuriToken } = await sides();
    const bought = await buy(brand);
    expect(bought.status, bought.text).toBe(201);
    const { campaign, contract } = bought.body as { campaign: Campaign; contract: Contract };

    const cancelled = await cancel(brand, contract.id);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(((await brand.get(`/campaigns/${campaign.id}`).expect(200)).body as Campaign).status).toBe('cancelled');
    // Nothing was held yet, and the creator is told so.
    const told = (await creator.get('/notifications').expect(200)).body.items as Array<{ type: string; body: string }>;
    const notice = told.find((n) => n.type === 'contract_cancelled')?.body;
    expect(notice).toMatch(/No fee had been held for you yet/);
    expect(notice).not.toMatch(/went back to the brand/);

    await listening(server);
    const paid = await paymentsApi(server, zuriToken).pay(campaign.id, { method: 'mpesa', phone: '0712 345 678' });
    expect(paid.status, paid.text).toBe(409);
    expect(paid.body.message).toEqual(expect.any(String));
    expectNoStackTrace(paid.text);
    expect(((await brand.get(`/campaigns/${campaign.id}`).expect(200)).body as Campaign).status).toBe('cancelled');
    expect((await ledgerRows(server)).filter((t) => t.id === `escrow:${campaign.id}`)).toEqual([]);
  });

  it('refuses the launch payment (409) of a package campaign still approved whose contract is cancelled', async () => {
    const { brand, zuriToken } = await sides();
    const bought = await buy(brand);
    const { campaign, contract } = bought.body as { campaign: Campaign; contract: Contract };
    // A campaign left approved with its contract cancelled (as before this fix): paying it must not launch it.
    await server.db.execute(sql`update contracts set status = 'cancelled' where id = ${contract.id}`);
    await listening(server);
    const paid = await paymentsApi(server, zuriToken).pay(campaign.id, { method: 'mpesa', phone: '0712 345 678' });
    expect(paid.status, paid.text).toBe(409);
    expect(paid.body.message).toMatch(/contract was cancelled/);
    expect(((await brand.get(`/campaigns/${campaign.id}`).expect(200)).body as Campaign).status).toBe('approved');
  });

  it('a package whose contract is cancelled while its payment is open never goes to recruiting once paid: it completes and the escrow goes back', async () => {
    const { brand, zuriToken } = await sides();
    const bought = await buy(brand);
    const { campaign, contract } = bought.body as { campaign: Campaign; contract: Contract };
    // The brand's balance spent, so the launch waits on M-Pesa with the campaign in funding.
    await spendBalance(server, ZURI.id);
    await listening(server);
    const started = await paymentsApi(server, zuriToken).pay(campaign.id, { method: 'mpesa', phone: '0712 345 678' });
    expect(started.status, started.text).toBe(201);
    const payment = started.body as Payment;
    expect(((await brand.get(`/campaigns/${campaign.id}`).expect(200)).body as Campaign).status).toBe('funding');
    const cancelled = await cancel(brand, contract.id);
    expect(cancelled.status, cancelled.text).toBe(200);

    await answerStk(server, payment.mpesa?.checkoutRequestId ?? '', 'approved');
    await readUntil(server, zuriToken, payment.id, (p) => p.status === 'succeeded');
    const after = (await brand.get(`/campaigns/${campaign.id}`).expect(200)).body as Campaign;
    expect(after.status).toBe('completed');
    const [stored] = await server.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(stored!.status).not.toBe('recruiting');
    const funds = (await brand.get(`/campaigns/${campaign.id}/funds`).expect(200)).body as { held: number };
    expect(funds.held).toBe(0);
  });
});
