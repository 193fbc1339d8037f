import request from 'supertest';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FOLLOWER_BAND_IDS, FOLLOWER_BANDS } from '../../src/domain/campaign-types.ts';
import { ENGAGEMENT_BANDS, engagementBandOf, followerBandOf, type DirectoryPage } from '../../src/domain/creator-page.ts';
import { contracts, creatorPackages } from '../../mock-server/db/schema/index.ts';
import { CODES, DIRECTORY_COUNT_CAP, explainCreatorSearch, explainDirectory, type DirectoryFilter } from '../../mock-server/people/directory.ts';
import { NICHE_SUGGESTIONS } from '../../src/domain/catalog.ts';
import { addCreators } from '../../scripts/stress/directory-creators.ts';
import type { DirectorySort } from '../../src/domain/campaign-types.ts';
import { SEED_CREATORS as C } from '../../e2e/support/seed.ts';
import { ENDED, endedContract, FAIR, GOOD } from './reviews-support.ts';
import { DAY, expectNoStackTrace, makeServer, MINUTE } from './support.ts';

type Server = Awaited<ReturnType<typeof makeServer>>;
type Page = DirectoryPage;

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

  it("holds the SQL country order (the Country sort's index) equal to Intl's English names", async () => {
    const server = await makeServer();
    const { rows } = (await server.ctx.db.execute(sql`
      select c.code, directory_country_rank(c.code) as rank
      from unnest(array[${sql.join([...CODES, 'KEN', 'ke'].map((c) => sql`${c}`), sql`, `)}]::text[]) with ordinality c(code, i) order by c.i`)) as { rows: Array<{ code: string; rank: number | null }> };
    expect(rows.map((r) => r.rank)).toEqual([...CODES.map((_, i) => i + 1), null, null]);
    // Entries in those places: one country after another by name (Ghana, Kenya, Nigeria…), each biggest first.
    const countries = (await list(server, 'sort=country&perPage=50')).items.map((c) => c.country);
    expect(countries).toEqual([...countries].sort((a, b) => CODES.indexOf(a) - CODES.indexOf(b)));
  });

  it('finds words in one field, never across two: name, username and niches are joined by a separator no form can type', async () => {
    const server = await makeServer();
    // David Mutua, mutua.eats, Food and Travel.
    for (const q of ['david mutua', 'MUTUA.EATS', 'travel', 'tua.ea']) expect(ids(await list(server, `q=${encodeURIComponent(q)}`)), q).toContain(C.mutua.id);
    for (const q of ['mutua mutua', 'eats food', 'food travel', 'Mutua\u001fmutua']) expect(ids(await list(server, `q=${encodeURIComponent(q)}`)), q).not.toContain(C.mutua.id);
    const { rows } = (await server.ctx.db.execute(sql`select search_text from directory_entries where creator_id = ${C.mutua.id}`)) as { rows: Array<{ search_text: string }> };
    expect(rows[0]!.search_text).toBe('David Mutua\u001fmutua.eats\u001fFood\u001fTravel');
  });

  it('finds one or two letters at the start of a name, a username or a catalog niche, never inside a word', async () => {
    const server = await makeServer();
    const { rows } = (await server.ctx.db.execute(sql`select creator_id as id, name, username, niches from directory_entries`)) as { rows: Array<{ id: string; name: string; username: string; niches: string[] }> };
    const catalog = NICHE_SUGGESTIONS.map((n) => n.toLowerCase());
    const starting = (q: string) => {
      const lower = q.toLowerCase();
      return rows
        .filter((r) => r.name.toLowerCase().startsWith(lower) || r.username.toLowerCase().startsWith(lower) || r.niches.some((n) => catalog.includes(n.toLowerCase()) && n.toLowerCase().startsWith(lower)))
        .map((r) => r.id)
        .sort();
    };
    // David Mutua, mutua.eats, Food and Travel: "da" starts his name, "MU" his username, "tr" a niche; "ut" is only inside.
    for (const q of ['da', 'MU', 'tr', 'w', 'k']) {
      const found = sorted(await list(server, `q=${q}&perPage=50`));
      expect(found, q).toEqual(starting(q));
      expect(found.length, q).toBeGreaterThan(0);
    }
    expect(ids(await list(server, 'q=da'))).toContain(C.mutua.id);
    expect(ids(await list(server, 'q=tr'))).toContain(C.mutua.id);
    for (const q of ['ut', 'a.', '%', '_u']) expect(ids(await list(server, `q=${encodeURIComponent(q)}&perPage=50`)), q).not.toContain(C.mutua.id);
    // Three letters in a row are found anywhere, as before.
    expect(ids(await list(server, 'q=utu'))).toContain(C.mutua.id);
  });

  it('reads each filter and sort through its index (a dropped index fails here)', async () => {
    const server = await makeServer();
    const reads = (index: string) => new RegExp(`(Index Scan|Index Only Scan|Bitmap Index Scan)( Backward)? (using|on) ${index}\\b`);
    // A filter as the capped count reads it, and a page of few matches (read first, then sorted): no order to follow.
    const filters: Array<[DirectoryFilter, string]> = [
      [{ platform: 'instagram' }, 'directory_entries_tags'],
      [{ platform: 'instagram', followerBand: 'mid' }, 'directory_entries_tags'],
      [{ engagementBand: 'high' }, 'directory_entries_tags'],
      [{ language: 'Swahili' }, 'directory_entries_tags'],
      [{ niche: 'Fashion' }, 'directory_entries_tags'],
      [{ country: 'KE' }, 'directory_entries_country'],
      [{ priceMax: 2_000_000 }, 'directory_entries_price'],
      // Both lead with the rating.
      [{ minRating: 4 }, '(directory_entries_rating|directory_entries_match)'],
      [{ q: 'mutua' }, 'directory_entries_text'],
      // One or two letters start a name or a username (the prefix indexes), or a catalog niche (the tags).
      [{ q: 'mu' }, 'directory_entries_name_lower'],
      [{ q: 'mu' }, 'directory_entries_username_lower'],
      [{ q: 'fa' }, 'directory_entries_tags'],
    ];
    // A sort as a page of many matches reads it: along its index, stopping after the page.
    const sorts: Array<[DirectoryFilter, DirectorySort, string]> = [
      [{}, 'followers', 'directory_entries_followers'],
      [{}, 'top', 'directory_entries_followers'],
      [{}, 'trending', 'directory_entries_engagement'],
      [{}, 'new', 'directory_entries_verified_at'],
      [{}, 'verified', 'directory_entries_name'],
      [{}, 'country', 'directory_entries_country_rank'],
      [{ country: 'KE' }, 'country', 'directory_entries_country'],
      [{}, 'rating', 'directory_entries_rating'],
      [{}, 'price', 'directory_entries_price'],
      [{}, 'match', 'directory_entries_match'],
    ];
    await server.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      for (const [filter, index] of filters) {
        expect(await explainDirectory(tx, filter, 'top', 20, { count: true }), `count ${JSON.stringify(filter)}`).toMatch(reads(index));
        expect(await explainDirectory(tx, filter, 'top', 20, { few: 1001 }), `few ${JSON.stringify(filter)}`).toMatch(reads(index));
      }
      for (const [filter, sort, index] of sorts) {
        expect(await explainDirectory(tx, filter, sort), JSON.stringify([filter, sort])).toMatch(reads(index));
      }
      // Many matches for words, by best match: the words themselves and the names starting with them are found through
      // the prefix indexes; the rest through an index too (the match index at scale, the stress section shows it).
      for (const group of [0, 1]) {
        for (const index of ['directory_entries_name_lower', 'directory_entries_username_lower']) {
          expect(await explainDirectory(tx, { q: 'mutua' }, 'match', 20, { group }), `group ${group}`).toMatch(reads(index));
        }
      }
      expect(await explainDirectory(tx, { q: 'mutua' }, 'match', 20, { group: 2 })).not.toContain('Seq Scan');
      // The header search: the words' index, and the countries whose name holds them through the country index.
      expect(await explainCreatorSearch(tx, 'kenya')).toMatch(reads('directory_entries_text'));
      expect(await explainCreatorSearch(tx, 'kenya')).toMatch(reads('directory_entries_country'));
      expect(await explainCreatorSearch(tx, 'ke')).toMatch(reads('directory_entries_name_lower'));
      for (const q of ['kenya', 'ke', 'mutua']) expect(await explainCreatorSearch(tx, q), q).not.toContain('Seq Scan');
    });
  });
});

describe('the capped count: a broad search counts to 1,000 and says "1,000+" (docs/decisions/0019-trust.md)', () => {
  /** The seed's 15 creators and 1,050 more, and the ids of every entry in the price sort's order. */
  async function manyCreators() {
    const server = await makeServer();
    await addCreators(server.ctx.db, 1_050);
    const { rows } = (await server.ctx.db.execute(sql`select creator_id as id, from_price as price from directory_entries order by from_price asc nulls last, creator_id collate "C"`)) as { rows: Array<{ id: string; price: string | number | null }> };
    return { server, byPrice: rows };
  }

  it('says the exact total up to the cap and the cap past it, at the boundary too', async () => {
    const { server, byPrice } = await manyCreators();
    expect(byPrice).toHaveLength(1_065);
    expect(await list(server, 'perPage=20')).toMatchObject({ total: DIRECTORY_COUNT_CAP, totalIsCapped: true, page: 1, perPage: 20 });
    // Exactly 1,000 creators at or under the 1,000th price is an exact total; one more is past the cap.
    const at = (n: number) => Number(byPrice[n - 1]!.price);
    expect(at(DIRECTORY_COUNT_CAP)).toBeLessThan(at(DIRECTORY_COUNT_CAP + 1));
    expect(await list(server, `priceMax=${at(DIRECTORY_COUNT_CAP)}`)).toMatchObject({ total: 1_000, totalIsCapped: false });
    expect(await list(server, `priceMax=${at(DIRECTORY_COUNT_CAP + 1)}`)).toMatchObject({ total: 1_000, totalIsCapped: true });
    // Under the cap, the count is every match: Kenya holds one in eight of the new creators and the seed's Kenyans.
    const { rows } = (await server.ctx.db.execute(sql`select count(*)::int as n from directory_entries where country = 'KE'`)) as { rows: Array<{ n: number }> };
    expect(rows[0]!.n).toBeGreaterThan(100);
    expect(await list(server, 'country=KE&perPage=5')).toMatchObject({ total: rows[0]!.n, totalIsCapped: false });
    // A search with a single page counts itself, and none at all is 0.
    expect(await list(server, 'q=mutua')).toMatchObject({ total: 1, totalIsCapped: false });
    expect(await list(server, 'q=nobody-by-this-name')).toMatchObject({ items: [], total: 0, totalIsCapped: false });
  });

  it('pages past the cap in the same order, exact again on the last page, and empty past the end', async () => {
    const { server, byPrice } = await manyCreators();
    const ids = byPrice.map((r) => r.id);
    const first = await list(server, 'sort=price&perPage=50');
    expect(first).toMatchObject({ total: 1_000, totalIsCapped: true });
    expect(first.items.map((c) => c.id)).toEqual(ids.slice(0, 50));
    // Page 21 starts at the 1,001st creator: still capped (a next page exists), the next 50 in order.
    const past = await list(server, 'sort=price&perPage=50&page=21');
    expect(past).toMatchObject({ total: 1_000, totalIsCapped: true, page: 21 });
    expect(past.items.map((c) => c.id)).toEqual(ids.slice(1_000, 1_050));
    // The last page knows the whole total; past it, the total is still exact, so Previous can lead back.
    const last = await list(server, 'sort=price&perPage=50&page=22');
    expect(last).toMatchObject({ total: 1_065, totalIsCapped: false });
    expect(last.items.map((c) => c.id)).toEqual(ids.slice(1_050));
    expect(await list(server, 'sort=price&perPage=50&page=40')).toMatchObject({ items: [], total: 1_065, totalIsCapped: false });
    // A filtered search of few matches is read and then sorted, in the same order as the sort's index gives.
    const few = await list(server, 'sort=price&country=GH&perPage=50&page=2');
    const { rows } = (await server.ctx.db.execute(sql`select creator_id as id from directory_entries where country = 'GH' order by from_price asc nulls last, creator_id collate "C"`)) as { rows: Array<{ id: string }> };
    expect(few).toMatchObject({ total: rows.length, totalIsCapped: false });
    expect(few.items.map((c) => c.id)).toEqual(rows.slice(50, 100).map((r) => r.id));
  });

  it('sorts many matches for words by best match, each group in turn: the words themselves, then starting with them, then the rest', async () => {
    const { server } = await manyCreators();
    // Of 1,050 "Scale Creator N" (scale.creator.N), one is named "Scale" and one only contains the word.
    await server.ctx.db.execute(sql`update accounts set name = 'Scale' where id = 'scale-cr-7'`);
    await server.ctx.db.execute(sql`update accounts set name = 'Upscale Looks' where id = 'scale-cr-8'`);
    await server.ctx.db.execute(sql`update profiles set username = 'upscale.looks' where account_id = 'scale-cr-8'`);
    const { rows } = (await server.ctx.db.execute(sql`
      select creator_id as id from directory_entries where name ilike '%scale%' or username ilike '%scale%'
      order by case when lower(name) = 'scale' or lower(username) = 'scale' then 0 when lower(name) like 'scale%' or lower(username) like 'scale%' then 1 else 2 end,
        rating desc nulls last, followers desc, creator_id collate "C"`)) as { rows: Array<{ id: string }> };
    const ids = rows.map((r) => r.id);
    expect(ids).toHaveLength(1_050);
    expect([ids[0], ids.at(-1)]).toEqual(['scale-cr-7', 'scale-cr-8']);
    const first = await list(server, 'q=scale&sort=match&perPage=50');
    expect(first).toMatchObject({ total: 1_000, totalIsCapped: true });
    expect(first.items.map((c) => c.id)).toEqual(ids.slice(0, 50));
    expect((await list(server, 'q=scale&sort=match&perPage=50&page=7')).items.map((c) => c.id)).toEqual(ids.slice(300, 350));
    const last = await list(server, 'q=scale&sort=match&perPage=50&page=21');
    expect(last).toMatchObject({ total: 1_050, totalIsCapped: false });
    expect(last.items.map((c) => c.id)).toEqual(ids.slice(1_000));
  });
});
