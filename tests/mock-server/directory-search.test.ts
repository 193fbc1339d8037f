import request from 'supertest';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FOLLOWER_BAND_IDS, FOLLOWER_BANDS } from '../../src/domain/campaign-types.ts';
import { ENGAGEMENT_BANDS, engagementBandOf, followerBandOf, type DirectoryCard } from '../../src/domain/creator-page.ts';
import { contracts, creatorPackages } from '../../mock-server/db/schema/index.ts';
import { explainDirectory, type DirectoryFilter } from '../../mock-server/people/directory.ts';
import type { DirectorySort } from '../../src/domain/campaign-types.ts';
import { SEED_CREATORS as C } from '../../e2e/support/seed.ts';
import { ENDED, endedContract, FAIR, GOOD } from './reviews-support.ts';
import { DAY, expectNoStackTrace, makeServer, MINUTE } from './support.ts';

type Server = Awaited<ReturnType<typeof makeServer>>;
type Page = { items: DirectoryCard[]; total: number; page: number; perPage: number };

async function list(server: Server, query: string): Promise<Page> {
  const res = await request(server.app).get(`/api/directory/creators?${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body as Page;
}
const ids = (page: Page) => page.items.map((c) => c.id);
const sorted = (page: Page) => ids(page).sort();

describe('creator search filters (issue 24): GET /directory/creators', () => {
  it('filters by platform, by follower and engagement band (on that platform when one is chosen), by language and by country', async () => {
    const server = await makeServer();
    expect(sorted(await list(server, 'platform=youtube&perPage=50'))).toEqual([C.amara.id, C.baraka.id, C.jordan.id, C.kwame.id, C.mutua.id, C.nakato.id, C.tunde.id].sort());
    expect(sorted(await list(server, 'platform=youtube&followerBand=mid'))).toEqual([C.baraka.id, C.tunde.id].sort());
    // Without a platform, a band on any of them: Nyambura and Adaeze are mega on TikTok, Jordan on YouTube.
    expect(sorted(await list(server, 'followerBand=mega'))).toEqual([C.adaeze.id, C.jordan.id, C.nyambura.id].sort());
    expect(sorted(await list(server, 'platform=tiktok&engagementBand=high'))).toEqual([C.chebet.id, C.nakato.id, C.neema.id, C.thandi.id, C.wambui.id].sort());
    expect(sorted(await list(server, 'platform=instagram&followerBand=mid&engagementBand=good'))).toEqual([C.amara.id, C.mutua.id, C.thandi.id].sort());
    expect(sorted(await list(server, 'language=yoruba'))).toEqual([C.adaeze.id, C.tunde.id].sort());
    expect(sorted(await list(server, 'language=Twi&country=GH'))).toEqual([C.kwame.id]);
    expect((await list(server, 'language=Twi&country=KE')).total).toBe(0);
  });

  it('filters by "from" price (the lowest package or past agreed fee, in cents) and by the revealed rating', async () => {
    const server = await makeServer();
    expect(ids(await list(server, 'priceMax=800000&sort=price'))).toEqual([C.neema.id, C.chebet.id]);
    expect(sorted(await list(server, 'priceMin=25000000&priceMax=30000000'))).toEqual([C.adaeze.id, C.nyambura.id].sort());
    const rated = await list(server, 'minRating=4&sort=rating');
    expect(ids(rated)).toEqual([C.mutua.id, C.amara.id]);
    expect(rated.items.map((c) => c.rating)).toEqual([{ average: 5, count: 1 }, { average: 4, count: 1 }]);
    expect(ids(await list(server, 'minRating=4.5'))).toEqual([C.mutua.id]);
    // The brand's walk in e2e/directory-search.spec.ts: Instagram, 100,000 to 500,000, at most KES 45,000, rated 4 and up.
    expect(ids(await list(server, 'platform=instagram&followerBand=mid&priceMax=4500000&minRating=4'))).toEqual([C.mutua.id]);
    expect((await list(server, 'q=neema')).items[0]).toMatchObject({ fromPrice: 500_000, rating: { average: null, count: 0 } });
  });

  it('keeps the entry with its sources in the same transaction: a cheaper package or past fee lowers the "from" price at once', async () => {
    const server = await makeServer();
    await list(server, 'q=akinyi');
    await server.ctx.db.insert(creatorPackages).values({
      id: 'pkg-akinyi-story', creatorId: C.akinyi.id, title: 'One story', description: 'One Instagram story.', platforms: ['instagram'],
      price: 300_000, currency: 'KES', deliveryDays: 2, createdAt: '2026-11-01T08:00:00.000Z',
    });
    expect((await list(server, 'q=akinyi')).items[0]!.fromPrice).toBe(300_000);
    await server.ctx.db.update(contracts).set({ agreedFee: 100_000 }).where(eq(contracts.creatorId, C.chebet.id));
    expect((await list(server, 'q=chebet')).items[0]!.fromPrice).toBe(100_000);
    await server.ctx.db.delete(creatorPackages).where(eq(creatorPackages.id, 'pkg-akinyi-story'));
    expect((await list(server, 'q=akinyi')).items[0]!.fromPrice).toBe(1_800_000);
  });

  it('counts a rating once revealed: when both sides have written, or when the 14-day window closes with no write at all', async () => {
    const server = await makeServer();
    const { contract, brand } = await endedContract(server);
    expect((await brand.post(`/contracts/${contract.id}/reviews`, GOOD)).status).toBe(201);
    const wambui = async () => (await list(server, 'q=wambui.styles')).items[0]!.rating;
    expect(await wambui()).toEqual({ average: null, count: 0 });
    expect((await list(server, 'minRating=5')).items.map((c) => c.id)).toEqual([C.mutua.id]);
    server.clock.set(ENDED + 14 * DAY - MINUTE);
    expect(await wambui()).toEqual({ average: null, count: 0 });
    server.clock.set(ENDED + 14 * DAY);
    expect(await wambui()).toEqual({ average: 5, count: 1 });
    expect(sorted(await list(server, 'minRating=5'))).toEqual([C.mutua.id, C.wambui.id].sort());
  });

  it('reveals the creator’s rating at once when the brand writes first and the creator second (the author’s entry is refreshed too)', async () => {
    const server = await makeServer();
    const { contract, brand, creator } = await endedContract(server);
    const wambui = async () => (await list(server, 'q=wambui.styles')).items[0]!.rating;
    expect((await brand.post(`/contracts/${contract.id}/reviews`, GOOD)).status).toBe(201);
    expect(await wambui()).toEqual({ average: null, count: 0 });
    // The creator's review of the brand reveals the brand's review of the creator, well inside the 14 days.
    const second = await creator.post(`/contracts/${contract.id}/reviews`, FAIR);
    expect(second.status, second.text).toBe(201);
    expect(await wambui()).toEqual({ average: 5, count: 1 });
    expect(sorted(await list(server, 'minRating=5'))).toEqual([C.mutua.id, C.wambui.id].sort());
  });

  it('sorts by match (the words first, then rating), rating, price and followers, ties by id, and pages', async () => {
    const server = await makeServer();
    expect(ids(await list(server, 'sort=match&q=mutua')).slice(0, 1)).toEqual([C.mutua.id]);
    expect(ids(await list(server, 'sort=match&perPage=2'))).toEqual([C.mutua.id, C.amara.id]);
    const byRating = await list(server, 'sort=rating&perPage=50');
    expect(ids(byRating).slice(0, 2)).toEqual([C.mutua.id, C.amara.id]);
    const unrated = byRating.items.slice(2).map((c) => c.id);
    expect(unrated).toEqual([...unrated].sort());
    const byPrice = (await list(server, 'sort=price&perPage=50')).items.map((c) => c.fromPrice!);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    expect(ids(await list(server, 'sort=followers&perPage=3'))).toEqual(ids(await list(server, 'sort=top&perPage=3')));
    const all = ids(await list(server, 'sort=price&perPage=50'));
    const second = await list(server, 'sort=price&page=2&perPage=4');
    expect(second).toMatchObject({ total: all.length, page: 2, perPage: 4 });
    expect(ids(second)).toEqual(all.slice(4, 8));
    expect(await list(server, 'platform=youtube&page=3&perPage=4')).toMatchObject({ items: [], total: 7, page: 3 });
  });

  it('refuses bad values with 422 { message, errors } naming the field', async () => {
    const server = await makeServer();
    const cases: Array<[string, string]> = [
      ['platform=myspace', 'platform'], ['followerBand=huge', 'followerBand'], ['engagementBand=ok', 'engagementBand'],
      ['priceMin=-1', 'priceMin'], ['priceMax=cheap', 'priceMax'], ['priceMin=1.5', 'priceMin'], ['priceMax=1e30', 'priceMax'], ['priceMin=500&priceMax=100', 'priceMax'],
      ['minRating=0', 'minRating'], ['minRating=6', 'minRating'], ['minRating=four', 'minRating'], ['language=42', 'language'],
      [`language=${'a'.repeat(41)}`, 'language'], ['sort=cheapest', 'sort'], ['platform=instagram&platform=tiktok', 'platform'],
    ];
    for (const [query, field] of cases) {
      const res = await request(server.app).get(`/api/directory/creators?${query}`);
      expect(res.status, query).toBe(422);
      expectNoStackTrace(res.text);
      expect(res.body, query).toMatchObject({ message: expect.any(String), errors: { [field]: [expect.any(String)] } });
    }
  });
});

describe('creator search in SQL (migration 0013)', () => {
  it("holds the SQL bands equal to src/domain's at every boundary", async () => {
    const server = await makeServer();
    const counts = [0, 999, ...FOLLOWER_BAND_IDS.flatMap((b) => [FOLLOWER_BANDS[b].min - 1, FOLLOWER_BANDS[b].min, FOLLOWER_BANDS[b].min + 1]), 5_000_000];
    const rates = [0, 0.5, ...Object.values(ENGAGEMENT_BANDS).flatMap((b) => [b.min - 0.01, b.min, b.min + 0.01]), 40];
    for (const n of counts) {
      const { rows } = (await server.ctx.db.execute(sql`select directory_follower_band(${n}::numeric) as band`)) as { rows: Array<{ band: string | null }> };
      expect(rows[0]!.band, String(n)).toBe(followerBandOf(n));
    }
    for (const r of rates) {
      const { rows } = (await server.ctx.db.execute(sql`select directory_engagement_band(${r}::numeric) as band`)) as { rows: Array<{ band: string }> };
      expect(rows[0]!.band, String(r)).toBe(engagementBandOf(r));
    }
  });

  it('reads each filter and sort through its index (a dropped index fails here)', async () => {
    const server = await makeServer();
    const cases: Array<[DirectoryFilter, DirectorySort, string]> = [
      [{ platform: 'instagram' }, 'verified', 'directory_entries_tags'],
      [{ platform: 'instagram', followerBand: 'mid' }, 'verified', 'directory_entries_tags'],
      [{ engagementBand: 'high' }, 'verified', 'directory_entries_tags'],
      [{ language: 'Swahili' }, 'verified', 'directory_entries_tags'],
      [{ niche: 'Fashion' }, 'verified', 'directory_entries_tags'],
      [{ country: 'KE' }, 'verified', 'directory_entries_country'],
      [{ priceMax: 2_000_000 }, 'verified', 'directory_entries_price'],
      [{ minRating: 4 }, 'verified', 'directory_entries_rating'],
      [{}, 'followers', 'directory_entries_followers'],
      [{}, 'top', 'directory_entries_followers'],
      [{}, 'rating', 'directory_entries_rating'],
      [{}, 'price', 'directory_entries_price'],
    ];
    await server.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      for (const [filter, sort, index] of cases) {
        const plan = await explainDirectory(tx, filter, sort);
        expect(plan, JSON.stringify([filter, sort])).toMatch(new RegExp(`(Index Scan|Index Only Scan|Bitmap Index Scan)( Backward)? (using|on) ${index}\\b`));
      }
    });
  });
});
