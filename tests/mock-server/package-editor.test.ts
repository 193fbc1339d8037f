import { sql } from 'drizzle-orm';
import request from 'supertest';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import type { CreatorPackage } from '../../src/domain/creator-page.ts';
import type { ContractTermsView } from '../../src/domain/usage-rights.ts';
import { contracts } from '../../mock-server/db/schema/index.ts';
import { inTransaction } from '../../mock-server/db/transaction.ts';
import { withdrawPackage } from '../../mock-server/packages/editor.ts';
import { buyPackage, PACKAGE_CHANGED } from '../../mock-server/packages/purchase.ts';
import { accountById } from '../../mock-server/people/accounts.ts';
import { client, type Server } from './reviews-support.ts';
import { as, expectNoStackTrace, makeServer, SEEDED } from './support.ts';

/** Issue 24: a creator's own packages, created, edited and withdrawn (decision 0019, fifth slice). */
const WAMBUI = 'creator-wambui@sauti.test';
const BODY = {
  title: '2 TikTok videos',
  description: 'Two short videos showing your product in my daily routine, with your link in the caption.',
  price: 1_000_000,
  currency: 'KES',
  deliveryDays: 7,
  deliverables: [{ platform: 'tiktok', type: 'video', quantity: 2, rights: [{ use: 'paid_ads', duration: 2, unit: 'months', countries: ['KE', 'ug'], price: 200_000 }] }],
};

let server: Server;
beforeEach(async () => {
  server = await makeServer();
  server.clock.set(Date.parse('2026-11-26T09:00:00Z'));
});

const signedIn = async (email: string) => client(server, await server.signIn(email));
/** The directory's "from" price of a creator, kept by the database's triggers (migration 0016, amended by 0017). */
const fromPrice = async (id: string) => {
  const { rows } = (await server.db.execute(sql`select from_price from directory_entries where creator_id = ${id}`)) as { rows: Array<{ from_price: number | string | null }> };
  const value = rows[0]?.from_price;
  // PGlite answers a bigint as a number, node-postgres as a string.
  return value === null || value === undefined ? null : Number(value);
};
const contractsOfZuri = async () => (await server.rows(contracts)).filter((c) => c.brandId === 'acc-zuri');

/** A gate a held transaction waits at: `inside` once it is in, `release()` to let it commit. */
function hold() {
  let entered!: () => void;
  let release!: () => void;
  const inside = new Promise<void>((done) => (entered = done));
  const released = new Promise<void>((done) => (release = done));
  // A failed test lets its held transaction end, so the next test's database is free.
  onTestFinished(() => release());
  return { inside, entered, released, release };
}

/** Sends a supertest request now (it is lazy) and tells whether its answer has come. */
function started(req: request.Test) {
  const state = { settled: false, answer: undefined as unknown as Promise<request.Response> };
  state.answer = req.then((res) => ((state.settled = true), res));
  return state;
}

/**
 * On PostgreSQL, waits until a session is waiting for the lock of a creator_packages row (its tuple lock in pg_locks),
 * and checks the request has not answered. PGlite has one connection: a query outside the held transaction waits
 * for it, so there is nothing to observe, and no query may be sent while it is held.
 */
async function waitsOnPackageRow(req: { settled: boolean }) {
  if (!process.env.TEST_DATABASE_URL) return;
  await expect.poll(async () => {
    const { rows } = (await server.db.execute(sql`select count(*)::int as n from pg_locks where locktype = 'tuple' and relation = 'creator_packages'::regclass
      and pid in (select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock')`)) as { rows: Array<{ n: number }> };
    return rows[0]!.n;
  }, { timeout: 5000 }).toBe(1);
  expect(req.settled).toBe(false);
}

const pageTitles = async (username: string) => ((await as(server).get(`/creator-pages/${username}`).expect(200)).body.creator.packages as CreatorPackage[]).map((p) => p.title);

async function wambui() {
  const token = await server.signIn(WAMBUI);
  const c = client(server, token);
  const edit = (id: string, body: object) => request(server.app).put(`/api/packages/${id}`).set('Authorization', `Bearer ${token}`).send(body);
  return { ...c, edit };
}

describe('the package editor', () => {
  it('a verified creator creates a package: it is listed on their page, with the platforms of its lines', async () => {
    const creator = await wambui();
    const made = await creator.post('/packages', BODY);
    expect(made.status, made.text).toBe(201);
    expect(made.body.package).toMatchObject({ title: '2 TikTok videos', platforms: ['tiktok'], price: 1_000_000, currency: 'KES', deliveryDays: 7 });
    expect(made.body.package.deliverables[0].rights[0].countries).toEqual(['KE', 'UG']);
    expect(await pageTitles('wambui.styles')).toEqual(['1 Instagram reel + 3 stories', 'Instagram + TikTok bundle', '2 TikTok videos']);
    expect(((await creator.get('/packages/mine').expect(200)).body.items as CreatorPackage[]).map((p) => p.id)).toEqual(['pkg-wambui-1', 'pkg-wambui-2', made.body.package.id]);
  });

  it('refuses bad input with 422 and a message per field', async () => {
    const creator = await wambui();
    const bad = await creator.post('/packages', {
      ...BODY, title: 'ab', price: 100_000, currency: 'EUR', deliveryDays: 0,
      deliverables: [{ platform: 'myspace', type: 'reel', quantity: 0, rights: [{ use: 'billboards', duration: 25, unit: 'months', countries: ['Kenya'], price: 150_000 }] }],
    });
    expect(bad.status).toBe(422);
    expectNoStackTrace(bad.text);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'currency', 'deliverables.0.platform', 'deliverables.0.quantity', 'deliverables.0.rights.0.countries.0', 'deliverables.0.rights.0.use', 'deliveryDays', 'title',
    ]);
    const months = await creator.post('/packages', { ...BODY, deliverables: [{ ...BODY.deliverables[0], rights: [{ ...BODY.deliverables[0]!.rights[0], duration: 25 }] }] });
    expect(months.body.errors).toEqual({ 'deliverables.0.rights.0.duration': ['A right lasts up to 365 days or 24 months.'] });
    const rights = await creator.post('/packages', { ...BODY, price: 150_000 });
    expect(rights.body.errors).toEqual({ price: ['The usage rights’ prices are part of the package’s price: it must be at least their sum.'] });
    expect((await creator.post('/packages', { ...BODY, deliverables: [] })).body.errors).toEqual({ deliverables: ['Add at least one line: what you will post.'] });
    expect((await creator.post('/packages', { ...BODY, extra: 1 })).status).toBe(422);
    expect(await pageTitles('wambui.styles')).toHaveLength(2);
  });

  it('only a verified creator publishes; a brand gets 403, another creator’s package is 404', async () => {
    const amina = await signedIn(SEEDED.influencer);
    expect((await amina.get('/packages/mine').expect(200)).body).toEqual({ items: [], verified: false });
    expect((await (await wambui()).get('/packages/mine').expect(200)).body.verified).toBe(true);
    const unverified = await amina.post('/packages', BODY);
    expect([unverified.status, unverified.body.message]).toEqual([409, 'Packages are published once your figures are verified. Submit them under Verification.']);
    expect((await (await signedIn(SEEDED.brand)).post('/packages', BODY)).status).toBe(403);
    expect((await client(server, null).post('/packages', BODY)).status).toBe(401);
    const chebet = await server.signIn('creator-chebet@sauti.test');
    const other = await request(server.app).put('/api/packages/pkg-wambui-1').set('Authorization', `Bearer ${chebet}`).send(BODY);
    expect([other.status, other.body.message]).toEqual([404, 'There is no such package.']);
    expect((await client(server, chebet).post('/packages/pkg-wambui-1/withdraw')).status).toBe(404);
    expect(await pageTitles('wambui.styles')).toEqual(['1 Instagram reel + 3 stories', 'Instagram + TikTok bundle']);
  });

  it('an edit changes what later buyers get; a contract bought before keeps the terms it recorded', async () => {
    const zuri = await signedIn('brand-zuri@sauti.test');
    const bought = await zuri.post('/packages/pkg-wambui-1/purchase', { landingUrl: 'https://zuri.example/shop', version: 1 });
    expect(bought.status, bought.text).toBe(201);
    const contractId = bought.body.contract.id as string;
    const before = (await zuri.get(`/contracts/${contractId}/terms`).expect(200)).body.view as ContractTermsView;

    const creator = await wambui();
    const edited = await creator.edit('pkg-wambui-1', { ...BODY, title: '1 Instagram reel + 3 stories', price: 3_000_000 });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.package).toMatchObject({ id: 'pkg-wambui-1', price: 3_000_000, platforms: ['tiktok'] });
    const after = (await zuri.get(`/contracts/${contractId}/terms`).expect(200)).body.view as ContractTermsView;
    expect(after).toEqual(before);
    expect(after.terms).toMatchObject({ fee: 2_500_000, deliveryDays: 5 });
    expect((await zuri.get('/contracts/mine').expect(200)).body.items.find((e: { contract: { id: string } }) => e.contract.id === contractId).contract.agreedFee).toBe(2_500_000);
  });

  it('a withdrawn package is no longer listed, edited or bought (409)', async () => {
    const creator = await wambui();
    const withdrawn = await creator.post('/packages/pkg-wambui-2/withdraw');
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect(await pageTitles('wambui.styles')).toEqual(['1 Instagram reel + 3 stories']);
    expect(((await creator.get('/packages/mine').expect(200)).body.items as CreatorPackage[]).map((p) => p.id)).toEqual(['pkg-wambui-1']);
    expect((await creator.post('/packages/pkg-wambui-2/withdraw')).status).toBe(409);
    expect((await creator.edit('pkg-wambui-2', BODY)).status).toBe(409);
    const buy = await (await signedIn('brand-zuri@sauti.test')).post('/packages/pkg-wambui-2/purchase', { landingUrl: 'https://zuri.example/shop', version: 1 });
    expect([buy.status, buy.body.message]).toEqual([409, 'The creator has withdrawn this package, so it can no longer be bought.']);
  });

  it('a purchase names the version the brand saw: after an edit, the old version is refused (409) and books nothing; the new one books', async () => {
    const zuri = await signedIn('brand-zuri@sauti.test');
    const seen = ((await as(server).get('/creator-pages/wambui.styles').expect(200)).body.creator.packages as CreatorPackage[]).find((p) => p.id === 'pkg-wambui-2')!;
    expect(seen.version).toBe(1);
    const creator = await wambui();
    const edited = await creator.edit('pkg-wambui-2', { ...BODY, price: 5_000_000 });
    expect(edited.body.package).toMatchObject({ price: 5_000_000, version: 2 });

    const stale = await zuri.post('/packages/pkg-wambui-2/purchase', { landingUrl: 'https://zuri.example/shop', version: seen.version });
    expect([stale.status, stale.body.message]).toEqual([409, PACKAGE_CHANGED]);
    expect(stale.body.errors).toEqual({ version: [PACKAGE_CHANGED] });
    expect(await contractsOfZuri()).toEqual([]);

    const fresh = await zuri.post('/packages/pkg-wambui-2/purchase', { landingUrl: 'https://zuri.example/shop', version: 2 });
    expect(fresh.status, fresh.text).toBe(201);
    expect(fresh.body.contract.agreedFee).toBe(5_000_000);
    expect(await contractsOfZuri()).toHaveLength(1);
    expect((await zuri.post('/packages/pkg-wambui-2/purchase', { landingUrl: 'https://zuri.example/shop' })).status).toBe(422);
  });

  /*
   * A purchase and a withdrawal at once, each order made deterministic by holding one side's transaction open. On
   * PostgreSQL the other side must wait on the package row's lock (asserted through pg_locks): the purchase's FOR SHARE
   * against the withdrawal's FOR UPDATE. Without the purchase's FOR SHARE these fail there. PGlite has one connection,
   * so the other side waits for the held transaction whatever the locks: there they check the outcomes only.
   */
  it('a withdrawal in progress makes a purchase wait, then refuse (409) (the row lock is checked on PostgreSQL)', async () => {
    const zuri = await signedIn('brand-zuri@sauti.test');
    const creator = (await accountById(server.ctx, 'acc-wambui'))!;
    const gate = hold();
    const withdrawing = inTransaction(server.ctx, async (tctx) => {
      await withdrawPackage(tctx, creator, 'pkg-wambui-2');
      gate.entered();
      await gate.released;
    });
    await gate.inside;
    const buying = started(zuri.post('/packages/pkg-wambui-2/purchase', { landingUrl: 'https://zuri.example/shop', version: 1 }));
    await waitsOnPackageRow(buying);
    gate.release();
    await withdrawing;
    const bought = await buying.answer;
    expect([bought.status, bought.body.message]).toEqual([409, 'The creator has withdrawn this package, so it can no longer be bought.']);
    expect(await contractsOfZuri()).toEqual([]);
  });

  it('a purchase in progress makes a withdrawal wait; the contract keeps the terms it was bought on (the row lock is checked on PostgreSQL)', async () => {
    const zuri = (await accountById(server.ctx, 'acc-zuri'))!;
    const creator = await wambui();
    const gate = hold();
    const buying = inTransaction(server.ctx, async (tctx) => {
      const bought = await buyPackage(tctx, zuri, 'pkg-wambui-2', { landingUrl: 'https://zuri.example/shop', version: 1 });
      gate.entered();
      await gate.released;
      return bought;
    });
    await gate.inside;
    const withdrawing = started(creator.post('/packages/pkg-wambui-2/withdraw'));
    await waitsOnPackageRow(withdrawing);
    gate.release();
    const { contract } = await buying;
    expect((await withdrawing.answer).status).toBe(200);
    expect(contract.agreedFee).toBe(4_000_000);
    const terms = (await (await signedIn('brand-zuri@sauti.test')).get(`/contracts/${contract.id}/terms`).expect(200)).body.view as ContractTermsView;
    expect(terms.terms).toMatchObject({ fee: 4_000_000, version: 1 });
    expect(await pageTitles('wambui.styles')).toEqual(['1 Instagram reel + 3 stories']);
  });

  it('a creator offers up to 10 packages at a time: the 11th is 409, and a withdrawal makes room', async () => {
    const creator = await wambui();
    for (let n = 3; n <= 10; n++) expect((await creator.post('/packages', { ...BODY, title: `Package ${n}` })).status).toBe(201);
    const eleventh = await creator.post('/packages', { ...BODY, title: 'Package 11' });
    expect([eleventh.status, eleventh.body.message]).toEqual([409, 'You can offer up to 10 packages at a time: withdraw one first.']);
    await creator.post('/packages/pkg-wambui-1/withdraw').expect(200);
    expect((await creator.post('/packages', { ...BODY, title: 'Package 11' })).status).toBe(201);
    expect(await pageTitles('wambui.styles')).toHaveLength(10);
  });

  it('two creates at once with room for one: the account’s row lock counts them one after the other, so one is 409', async () => {
    const creator = await wambui();
    for (let n = 3; n <= 9; n++) await creator.post('/packages', { ...BODY, title: `Package ${n}` }).expect(201);
    const answers = await Promise.all([creator.post('/packages', { ...BODY, title: 'First' }), creator.post('/packages', { ...BODY, title: 'Second' })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await pageTitles('wambui.styles')).toHaveLength(10);
  });

  it('keeps the directory’s “from” price right through creating, editing and withdrawing', async () => {
    expect(await fromPrice('acc-wambui')).toBe(2500000);
    const creator = await wambui();
    const id = (await creator.post('/packages', BODY)).body.package.id as string;
    expect(await fromPrice('acc-wambui')).toBe(1000000);
    expect((await creator.edit(id, { ...BODY, price: 3_000_000 })).status).toBe(200);
    expect(await fromPrice('acc-wambui')).toBe(2500000);
    expect((await creator.edit(id, { ...BODY, price: 2_000_000 })).status).toBe(200);
    expect(await fromPrice('acc-wambui')).toBe(2000000);
    // Another currency is not a KES price.
    expect((await creator.edit(id, { ...BODY, price: 2_000, currency: 'USD', deliverables: [{ ...BODY.deliverables[0], rights: [] }] })).status).toBe(200);
    expect(await fromPrice('acc-wambui')).toBe(2500000);
    await creator.post('/packages/pkg-wambui-1/withdraw').expect(200);
    expect(await fromPrice('acc-wambui')).toBe(4000000);
    await creator.post('/packages/pkg-wambui-2/withdraw').expect(200);
    expect(await fromPrice('acc-wambui')).toBeNull();
    // The directory's answer reads the same column.
    const card = (await as(server).get('/directory/creators?q=wambui').expect(200)).body.items[0];
    expect(card.fromPrice).toBeNull();
  });
});
