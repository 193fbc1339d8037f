import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { PlatformStats } from '../../src/domain/campaign-types.ts';
import type { DirectoryCard as CreatorCard } from '../../src/domain/creator-page.ts';
import { eq } from 'drizzle-orm';
import { accounts, profiles, verifications } from '../../mock-server/db/schema/index.ts';
import { MAX_PAGE_SIZE } from '../../mock-server/paging.ts';
import { SEED_CAMPAIGNS, SEED_CREATORS, SEED_UNVERIFIED } from '../../e2e/support/seed.ts';
import { peopleOf } from './people-support.ts';
import { countStatements, expectNoStackTrace, makeServer, SEEDED } from './support.ts';

type Server = Awaited<ReturnType<typeof makeServer>>;
type DirectoryPage = { items: CreatorCard[]; total: number; page: number; perPage: number };
type SearchResult = { creators: CreatorCard[]; campaigns: Array<Record<string, unknown>> };

const C = SEED_CREATORS;
const VERIFIED = Object.values(C).map((c) => c.id);
const UNLISTED = [...Object.values(SEED_UNVERIFIED).map((c) => c.id), 'acc-influencer'];

/** A public GET (no session), checked for leaks on the way: no email and no stack trace, ever. */
async function get(server: Server, url: string, status = 200) {
  const res = await request(server.app).get(url);
  expect(res.status, res.text).toBe(status);
  expect(res.text).not.toMatch(/@sauti\.test|"email"/);
  expectNoStackTrace(res.text);
  return res;
}
const list = async (server: Server, query: string) => (await get(server, `/api/directory/creators?${query}`)).body as DirectoryPage;
const ids = (page: { items: CreatorCard[] } | CreatorCard[]) => (Array.isArray(page) ? page : page.items).map((c) => c.id);
/** The verified figures the cards no longer show (bands only), read from the table to check the orders. */
async function figures(server: Server) {
  const rows = await server.ctx.db.select().from(verifications);
  const of = (id: string) => rows.find((r) => r.creatorId === id)!.platforms;
  return {
    total: (c: CreatorCard) => of(c.id).reduce((sum, p) => sum + p.followers, 0),
    bestEr: (c: CreatorCard) => Math.max(...of(c.id).map((p) => p.engagementRate)),
  };
}
const isSorted = <T>(items: T[], before: (a: T, b: T) => boolean) => items.every((x, i) => i === 0 || before(items[i - 1]!, x));

describe('creator directory API: GET /directory/creators (public)', () => {
  it('lists every verified creator, and only them, as cards without contact details', async () => {
    const server = await makeServer();
    const page = await list(server, 'perPage=50');
    expect(page).toMatchObject({ total: VERIFIED.length, page: 1, perPage: 50 });
    expect(ids(page).sort()).toEqual([...VERIFIED].sort());
    const wambui = page.items.find((c) => c.id === C.wambui.id)!;
    expect(Object.keys(wambui).sort()).toEqual(['avatar', 'country', 'fromPrice', 'id', 'languages', 'name', 'niches', 'platforms', 'rating', 'username', 'verifiedAt']);
    expect(wambui).toMatchObject({
      name: 'Wambui Njoroge', username: 'wambui.styles', country: 'KE', verifiedAt: '2026-04-30T08:20:00.000Z', languages: ['English', 'Swahili'],
      platforms: [{ platform: 'instagram', followerBand: 'micro', engagementBand: 'good' }, { platform: 'tiktok', followerBand: 'micro', engagementBand: 'high' }],
    });
    // Bands, never the exact figures (decision 0019).
    expect(JSON.stringify(page)).not.toMatch(/followers"|engagementRate|handle|42300/);
  });

  it('sorts top by total followers, trending by best engagement rate, new by verification date, verified by name, country by country name then followers', async () => {
    const server = await makeServer();
    const { total, bestEr } = await figures(server);
    const top = (await list(server, 'sort=top&perPage=50')).items;
    expect(ids(top).slice(0, 3)).toEqual([C.jordan.id, C.adaeze.id, C.nyambura.id]);
    expect(isSorted(top, (a, b) => total(a) >= total(b))).toBe(true);
    expect(ids((await list(server, 'perPage=50')).items)).toEqual(ids(top));

    const trending = (await list(server, 'sort=trending&perPage=50')).items;
    expect(ids(trending).slice(0, 2)).toEqual([C.neema.id, C.chebet.id]);
    expect(isSorted(trending, (a, b) => bestEr(a) >= bestEr(b))).toBe(true);

    const fresh = (await list(server, 'sort=new&perPage=50')).items;
    expect(ids(fresh).slice(0, 2)).toEqual([C.nakato.id, C.akinyi.id]);
    expect(isSorted(fresh, (a, b) => a.verifiedAt >= b.verifiedAt)).toBe(true);

    const byName = (await list(server, 'sort=verified&perPage=50')).items.map((c) => c.name);
    expect(byName.slice(0, 3)).toEqual(['Adaeze Okafor', 'Akinyi Adhiambo', 'Amara Clarke']);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en')));

    const byCountry = (await list(server, 'sort=country&perPage=50')).items;
    expect([...new Set(byCountry.map((c) => c.country))]).toEqual(['GH', 'KE', 'NG', 'ZA', 'TZ', 'UG', 'GB', 'US']);
    const kenyans = byCountry.filter((c) => c.country === 'KE');
    expect(kenyans[0]!.id).toBe(C.nyambura.id);
    expect(isSorted(kenyans, (a, b) => total(a) >= total(b))).toBe(true);
  });

  it('breaks ties by id, so equal creators keep a stable order across pages', async () => {
    const server = await makeServer();
    const same: PlatformStats[] = [{ platform: 'instagram', handle: '@same', profileUrl: 'https://www.instagram.com/same', followers: 20_000, engagementRate: 4, audience: { countries: { KE: 100 }, ageBands: { '18-24': 100 }, genders: { female: 100 } } }];
    // Stored wairimu first, adaeze second: only the id tiebreak puts adaeze first.
    for (const id of [C.wairimu.id, C.adaeze.id]) await peopleOf(server).changeVerificationOf(id, { platforms: same });
    const tied = (await list(server, 'sort=top&perPage=50')).items.filter((c) => ([C.wairimu.id, C.adaeze.id] as string[]).includes(c.id));
    expect(ids(tied)).toEqual([C.adaeze.id, C.wairimu.id]);
  });

  it("filters by the header's niche slugs (food-and-drink is Food) and any §9 niche, by country code, and by q over name, username and niches", async () => {
    const server = await makeServer();
    const fashion = await list(server, 'niche=fashion&perPage=50');
    expect(ids(fashion).sort()).toEqual([C.adaeze.id, C.amara.id, C.nyambura.id, C.wambui.id].sort());
    expect(ids(await list(server, 'niche=food-and-drink&perPage=50')).sort()).toEqual([C.kwame.id, C.mutua.id, C.neema.id, C.wairimu.id].sort());
    expect(ids(await list(server, 'niche=parenting'))).toEqual([C.wairimu.id]);
    for (const slug of ['tech', 'lifestyle', 'gaming', 'travel', 'beauty', 'fitness', 'education', 'finance']) {
      const page = await list(server, `niche=${slug}&perPage=50`);
      expect(page.total, slug).toBeGreaterThan(0);
      for (const c of page.items) expect(c.niches.map((n) => n.toLowerCase()), slug).toContain(slug);
    }

    const kenya = await list(server, 'country=KE&perPage=50');
    expect(kenya.total).toBe(7);
    expect(kenya.items.every((c) => c.country === 'KE')).toBe(true);
    expect(ids(await list(server, 'country=ke&niche=fashion&sort=top'))).toEqual([C.nyambura.id, C.wambui.id]);
    expect((await list(server, 'country=FR')).total).toBe(0);

    expect(ids(await list(server, 'q=WAMBUI'))).toEqual([C.wambui.id]);
    expect(ids(await list(server, 'q=kwame.kitchen'))).toEqual([C.kwame.id]);
    expect(ids(await list(server, 'q=finance'))).toEqual([C.tunde.id]);
    expect(ids(await list(server, 'q=%20%20tech%20&sort=verified'))).toEqual([C.baraka.id, C.jordan.id, C.tunde.id]);
  });

  it('pages with total, page and perPage; a page past the end is empty and perPage is capped', async () => {
    const server = await makeServer();
    const all = ids(await list(server, 'sort=verified&perPage=50'));
    const second = await list(server, 'sort=verified&page=2&perPage=4');
    expect(second).toMatchObject({ total: all.length, page: 2, perPage: 4 });
    expect(ids(second)).toEqual(all.slice(4, 8));
    expect(await list(server, 'page=9&perPage=4')).toMatchObject({ items: [], total: all.length, page: 9 });
    expect((await list(server, 'perPage=500')).perPage).toBe(MAX_PAGE_SIZE);
    expect((await list(server, '')).perPage).toBe(20);
  });

  it('never lists an unverified creator: pending, rejected, or verified-then-resubmitted', async () => {
    const server = await makeServer();
    await peopleOf(server).changeVerificationOf(C.wambui.id, { status: 'pending' });
    for (const query of ['perPage=50', 'niche=fashion&perPage=50', 'niche=beauty', 'country=NG', 'country=KE&sort=new', 'q=chioma', 'q=kip', 'q=ouma', 'q=amina']) {
      const shown = ids(await list(server, query));
      for (const id of [...UNLISTED, C.wambui.id]) expect(shown, query).not.toContain(id);
    }
  });

  it('refuses bad values with 422 { message, errors } naming the field', async () => {
    const server = await makeServer();
    const cases: Array<[string, string]> = [
      ['sort=random', 'sort'], ['niche=cooking', 'niche'], ['niche=Fashion', 'niche'], ['country=Kenya', 'country'], ['country=K1', 'country'],
      ['page=0', 'page'], ['page=1.5', 'page'], ['perPage=ten', 'perPage'], ['perPage=0', 'perPage'], [`q=${'x'.repeat(101)}`, 'q'],
      ['sort=top&sort=new', 'sort'], ['q=a&q=b', 'q'],
    ];
    for (const [query, field] of cases) {
      const res = await get(server, `/api/directory/creators?${query}`, 422);
      expect(res.body, query).toMatchObject({ message: expect.any(String), errors: { [field]: [expect.any(String)] } });
    }
  });
});

describe('directory pages kept until a creator changes (db/read-cache.ts, migration 0008)', () => {
  it('answers a page again without a query on PGlite (every time on a server), and shows a change to an account, profile or verification at once', async () => {
    const server = await makeServer();
    const first = await list(server, 'sort=verified&perPage=5');
    const statements = countStatements(server);
    expect(await list(server, 'sort=verified&perPage=5')).toEqual(first);
    // On a server: when the next rating is due, then the capped count and the page in a transaction of their own.
    expect(statements).toEqual(server.ctx.changes.live() ? [] : ['select', 'transaction']);
    expect(server.ctx.changes.live()).toBe(process.env.TEST_DATABASE_URL ? false : true);

    const adaeze = first.items[0]!;
    await server.ctx.db.update(accounts).set({ name: 'Ada Okafor' }).where(eq(accounts.id, adaeze.id));
    expect((await list(server, 'sort=verified&perPage=5')).items.find((c) => c.id === adaeze.id)?.name).toBe('Ada Okafor');
    await server.ctx.db.update(profiles).set({ username: 'ada.cooks' }).where(eq(profiles.accountId, adaeze.id));
    expect((await list(server, 'sort=verified&perPage=5')).items.find((c) => c.id === adaeze.id)?.username).toBe('ada.cooks');
    await server.ctx.db.update(verifications).set({ status: 'rejected' }).where(eq(verifications.creatorId, adaeze.id));
    const after = await list(server, 'sort=verified&perPage=5');
    expect(ids(after)).not.toContain(adaeze.id);
    expect(after.total).toBe(first.total - 1);
  });
});

describe('search API: GET /search (public)', () => {
  const search = async (server: Server, q: string) => (await get(server, `/api/search?q=${encodeURIComponent(q)}`)).body as SearchResult;

  it('finds a verified creator by name, username, niche or country name', async () => {
    const server = await makeServer();
    expect(ids((await search(server, 'wambui njoroge')).creators)).toEqual([C.wambui.id]);
    expect(ids((await search(server, 'tunde.codes')).creators)).toEqual([C.tunde.id]);
    expect(ids((await search(server, 'Parenting')).creators)).toEqual([C.wairimu.id]);
    const ghana = await search(server, 'ghana');
    expect(ids(ghana.creators)).toEqual([C.kwame.id]);
    expect((await search(server, 'Kenya')).creators).toHaveLength(7);
  });

  it('finds recruiting campaigns by title, brief, brand name or niche, with only the public fields, and never a draft or any other state', async () => {
    const server = await makeServer();
    const glow = await search(server, 'glow juice');
    expect(glow.campaigns).toEqual([{
      id: SEED_CAMPAIGNS.dukaRecruiting.id, title: SEED_CAMPAIGNS.dukaRecruiting.title, brandName: 'Duka Fresh', niches: ['Fashion', 'Beauty', 'Lifestyle'],
      platforms: ['instagram', 'tiktok'], objective: 'engagement', currency: 'KES', feeMin: 1_500_000, feeMax: 4_000_000,
    }]);
    expect((await search(server, 'Duka Fresh')).campaigns.map((c) => c.id)).toEqual([SEED_CAMPAIGNS.dukaRecruiting.id]);
    expect((await search(server, 'pour-over')).campaigns.map((c) => c.id)).toEqual([SEED_CAMPAIGNS.kahawaRecruiting.id]);
    expect((await search(server, 'finance')).campaigns.map((c) => c.id)).toEqual([SEED_CAMPAIGNS.chamaRecruiting.id]);
    for (const q of ['holiday hampers', 'smoothie Saturdays', 'kitenge capsule', 'campus ambassadors', 'mango season', 'harvest story']) {
      expect((await search(server, q)).campaigns, q).toEqual([]);
    }
  });

  it('never returns an unverified creator', async () => {
    const server = await makeServer();
    for (const q of ['Chioma', 'Kiprono', 'Peter Ouma', 'Amina', 'Nigeria']) {
      const shown = ids((await search(server, q)).creators);
      for (const id of UNLISTED) expect(shown, q).not.toContain(id);
    }
  });

  it('needs no session, and refuses an empty, blank, missing or over-long q with 422 and a field error', async () => {
    const server = await makeServer();
    const token = await server.signIn(SEEDED.brand);
    const signedIn = await request(server.app).get('/api/search?q=wambui').set('Authorization', `Bearer ${token}`);
    expect(signedIn.body).toEqual((await get(server, '/api/search?q=wambui')).body);
    for (const query of ['q=', 'q=%20%20', '', `q=${'x'.repeat(101)}`, 'q=a&q=b']) {
      const res = await get(server, `/api/search?${query}`, 422);
      expect(res.body, query).toMatchObject({ message: expect.any(String), errors: { q: [expect.any(String)] } });
    }
  });
});
