import { and, asc, count, desc, eq, gte, inArray, lte, min, or, sql, type SQL } from 'drizzle-orm';
import type { DirectorySort } from '../../src/domain/campaign-types.ts';
import { NICHE_SUGGESTIONS } from '../../src/domain/catalog.ts';
import type { DirectoryCard, DirectoryFilters, DirectoryPage } from '../../src/domain/creator-page.ts';
import type { ServerContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { containing, textMatch } from '../db/paging.ts';
import { directoryEntries as e } from '../db/schema/directory.ts';
import { matchesQuery } from '../paging.ts';

/**
 * The public directory of verified creators (routes/directory.ts), over `directory_entries` (migration 0013): one row
 * per verified creator, kept by triggers on its sources. Filters, order, count and page are SQL over its indexes, so a
 * list never loads every creator. Ties are broken by id, as JavaScript compares ids.
 */
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
/** A country's English name from its ISO code; an unknown code stands for itself. */
export const countryName = (code: string) => {
  try {
    return (code && regionNames.of(code)) || code;
  } catch {
    return code;
  }
};

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/**
 * Every two-letter code (and '' for none) in the order of its English name: the header search's country names, and
 * the order the country sort shows, which the database holds as `directory_country_rank` (migration 0021, indexed;
 * the test "holds the SQL country order equal to Intl's" keeps the two the same).
 */
export const CODES = ['', ...[...LETTERS].flatMap((a) => [...LETTERS].map((b) => a + b))]
  .sort((a, b) => countryName(a).localeCompare(countryName(b), 'en') || (a < b ? -1 : 1));

/** As JavaScript compares ids (code units), whatever the database's collation: the sort indexes carry the same. */
const byId = sql`${e.creatorId} collate "C"`;
const followersFirst = [desc(e.followers), asc(byId)];
const ratingFirst = [sql`${e.rating} desc nulls last`, asc(byId)];
const ORDER: Record<Exclude<DirectorySort, 'match'>, SQL[]> = {
  top: followersFirst,
  followers: followersFirst,
  trending: [desc(e.engagement), asc(byId)],
  new: [sql`${e.verifiedAt} desc nulls last`, asc(byId)],
  // ICU's root collation orders as `localeCompare(…, 'en')` does.
  verified: [sql`${e.name} collate "und-x-icu"`, asc(byId)],
  country: [sql`directory_country_rank(${e.country})`, ...followersFirst],
  rating: ratingFirst,
  price: [sql`${e.fromPrice} asc nulls last`, asc(byId)],
};

/** Best match without words, and within each group of words' matches: best rated, then biggest (`directory_entries_match`). */
const bestFirst = [sql`${e.rating} desc nulls last`, ...followersFirst];

/**
 * Best match's groups for words: a name or username that is them, then one starting with them, then the rest (the
 * prefix indexes on lower(name) and lower(username), migration 0021, find the first two and tell the planner how many).
 */
function matchGroups(q: string): [SQL, SQL, SQL] {
  const lower = q.toLowerCase();
  const starting = startingWith(lower);
  const exact = sql`(lower(${e.name}) = ${lower} or lower(${e.username}) = ${lower})`;
  const prefix = sql`(lower(${e.name}) like ${starting} or lower(${e.username}) like ${starting})`;
  return [exact, sql`(${prefix} and not ${exact})`, sql`not ${prefix}`];
}

/** Best match: with words, a name or username that is them, then one starting with them, then the rest; then best rated, biggest. */
function matchOrder(q: string): SQL[] {
  if (!q) return bestFirst;
  const [exact, starting] = matchGroups(q);
  return [sql`case when ${exact} then 0 when ${starting} then 1 else 2 end`, ...bestFirst];
}

/** The query's filters: the shared ones (prices against the creator's "from" price), a niche and a language by name whatever their case, and text over name, username and niches. */
export interface DirectoryFilter extends DirectoryFilters {
  niche?: string | null;
  country?: string;
  q?: string;
}

/** The set filters as the tags they need (the migration's names), read through the one GIN index. */
function tagsOf(f: DirectoryFilter): string[] {
  const on = f.platform ? `${f.platform}:` : '';
  return [
    f.platform && !f.followerBand && !f.engagementBand ? `p:${f.platform}` : null,
    f.followerBand ? `f:${on}${f.followerBand}` : null,
    f.engagementBand ? `e:${on}${f.engagementBand}` : null,
    f.language ? `l:${f.language.toLowerCase()}` : null,
    f.niche ? `n:${f.niche.toLowerCase()}` : null,
  ].filter((t): t is string => t !== null);
}

/** What joins name, username and niches in `search_text` (migration 0021's directory_search_text): the unit separator. */
const SEPARATOR = '\u001f';

/** A LIKE pattern for text starting with `lower`, its wildcards escaped. */
const startingWith = (lower: string) => `${lower.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Whether `q` can be found anywhere in a text through the trigram index: it needs three letters or digits in a row, or
 * pg_trgm has no trigram to look up and reads every entry (a search for "ke" read all 100,000, 300 ms).
 */
const searchableInside = (q: string) => /[\p{L}\p{N}]{3}/u.test(q);

/**
 * A search too short to find inside a text (`searchableInside`): a name or username starting with it, or a niche of
 * the catalog starting with it, each through its index (`directory_entries_name_lower`, `_username_lower`, `_tags`).
 */
function startOf(q: string): SQL {
  const lower = q.toLowerCase();
  const starting = startingWith(lower);
  const niches = NICHE_SUGGESTIONS.filter((n) => n.toLowerCase().startsWith(lower)).map((n) => `n:${n.toLowerCase()}`);
  return or(
    sql`lower(${e.name}) like ${starting}`,
    sql`lower(${e.username}) like ${starting}`,
    niches.length > 0 ? sql`${e.tags} && array[${sql.join(niches.map((t) => sql`${t}`), sql`, `)}]::text[]` : undefined,
  )!;
}

/**
 * `q` in the name, username or a niche, ignoring case: one `ilike` over `search_text`, through its trigram index
 * (`directory_entries_text`). Words without the separator match the joined text exactly when they match one of the
 * fields; words holding it (no form can type it) are checked field by field, as before the column. One or two letters
 * find what starts with them (`startOf`).
 */
function textOf(q: string): SQL | undefined {
  if (!searchableInside(q)) return startOf(q);
  if (q.includes(SEPARATOR)) {
    return or(textMatch(q, [e.name, e.username]), sql`exists (select 1 from unnest(${e.niches}) as niche(v) where ${textMatch(q, [sql`niche.v`])})`);
  }
  return sql`${e.searchText} ilike ${containing(q)}`;
}

function whereOf(f: DirectoryFilter): SQL | undefined {
  const tags = tagsOf(f);
  return and(
    tags.length > 0 ? sql`${e.tags} @> array[${sql.join(tags.map((t) => sql`${t}`), sql`, `)}]::text[]` : undefined,
    f.country ? eq(e.country, f.country) : undefined,
    f.priceMin !== undefined ? gte(e.fromPrice, f.priceMin) : undefined,
    f.priceMax !== undefined ? lte(e.fromPrice, f.priceMax) : undefined,
    f.minRating !== undefined ? gte(e.rating, f.minRating) : undefined,
    f.q ? textOf(f.q) : undefined,
  );
}

type Entry = typeof e.$inferSelect;
const toCard = (row: Entry): DirectoryCard => ({
  id: row.creatorId,
  name: row.name,
  username: row.username,
  avatar: row.avatar,
  country: row.country,
  niches: row.niches,
  languages: row.languages,
  platforms: row.platforms,
  verifiedAt: row.verifiedAt ?? '',
  rating: { average: row.rating === null ? null : Number(row.rating), count: row.ratingCount },
  fromPrice: row.fromPrice,
});

/** When the next uncounted review is revealed by its window closing ('' for none), over the partial index. */
export async function nextRatingDue(ctx: ServerContext): Promise<string> {
  const [row] = await ctx.db.select({ at: min(e.ratingDueAt) }).from(e);
  return row?.at ? new Date(row.at).toISOString() : '';
}

/**
 * Folds in the ratings revealed by a review window closing since the entry was written (no write marks that moment).
 * A write, so the directory's read cache is cleared and the next due time read again.
 */
export async function refreshDueRatings(ctx: ServerContext, now: string): Promise<void> {
  const due = await ctx.db.select({ id: e.creatorId }).from(e).where(lte(e.ratingDueAt, now)).limit(500);
  if (due.length === 0) return;
  const ids = due.map((d) => d.id);
  await ctx.db.execute(sql`select directory_refresh(array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::text[], ${now}::timestamptz)`);
}

/**
 * How far a directory page counts its matches (docs/decisions/0019-trust.md, "The capped count"): past it the total
 * says "1,000+", so a broad search stops counting at its 1,001st match instead of reading every one.
 */
export const DIRECTORY_COUNT_CAP = 1000;

/** The order of a sort; within one country, the country sort is Top Creators' (it would walk every country before it). */
function orderOf(filter: DirectoryFilter, sort: DirectorySort): SQL[] {
  if (sort === 'match') return matchOrder(filter.q ?? '');
  return ORDER[sort === 'country' && filter.country ? 'top' : sort];
}

/**
 * One page in the directory's order. With `few` (no more entries match, as the count found), the matches
 * are read first and then sorted: a subquery with a LIMIT is planned alone, so the planner cannot walk a sort index
 * hoping to meet the page's entries early and, when they are fewer than it guessed, read all 100,000 instead. The
 * subquery takes the table's name, so the orders' columns name its columns.
 */
function pageQuery(db: Db, where: SQL | undefined, order: SQL[], limit: number, offset: number, few?: number) {
  const from = few === undefined ? e : db.select().from(e).where(where).limit(few).as('directory_entries');
  return db.select().from(from).where(few === undefined ? where : undefined).orderBy(...order).limit(limit).offset(offset);
}

/** How many entries match, reading at most `limit` of them. */
const countQuery = (db: Db, where: SQL | undefined, limit: number) =>
  db.select({ n: count() }).from(db.select({ one: sql`1` }).from(e).where(where).limit(limit).as('matching'));

type Query = { toSQL(): { sql: string; params: unknown[] } };
/** A page's reading: its queries (for EXPLAIN) and the rows they give. */
interface PageRead { queries: Query[]; rows(): Promise<Entry[]> }

/**
 * Many matches for words, by best match: each group in turn (the words themselves, then starting with them, then the
 * rest), each along the match index, until the page is full. One sort over every match would read them all (11,000
 * for a niche's name, 200 ms); a group's queries read from its start, so the next group knows where to begin.
 */
function groupedRead(db: Db, where: SQL | undefined, groups: SQL[], offset: number, pageSize: number): PageRead {
  const query = (group: SQL, limit: number) => db.select().from(e).where(and(where, group)).orderBy(...bestFirst).limit(limit);
  return {
    queries: groups.map((group) => query(group, offset + pageSize)),
    async rows() {
      const out: Entry[] = [];
      let skip = offset;
      for (const group of groups) {
        const rows = await query(group, skip + pageSize - out.length);
        out.push(...rows.slice(skip));
        skip = Math.max(0, skip - rows.length);
        if (out.length === pageSize) break;
      }
      return out;
    },
  };
}

/**
 * One page of the directory and how many creators match: exactly up to DIRECTORY_COUNT_CAP, else the cap with
 * `totalIsCapped`. The count comes first and reads at most the cap's worth of matches (or, deeper, up to the page's
 * end), one more to know the cap passed, so a capped total always has a next page after this one. Knowing the count
 * chooses how the page is read: not at all for no match or a page past the end, matches-then-sort for a few, the
 * sort's index for many.
 */
export async function directoryPage(ctx: ServerContext, filter: DirectoryFilter, sort: DirectorySort, paging: { page: number; pageSize: number }): Promise<Pick<DirectoryPage, 'items' | 'total' | 'totalIsCapped'>> {
  return indexed(ctx.db, async (db) => {
    const { total, totalIsCapped, read } = await counted(db, filter, sort, paging);
    return { items: read ? (await read.rows()).map(toCard) : [], total, totalIsCapped };
  });
}

/**
 * Runs a search's queries in one read-only snapshot (repeatable read), so the count and the page after it see the same
 * entries, with sequential scans discouraged: every filter has an index, and a scan of the table that stops at the
 * 1,001st match is what the planner picks when it guesses matches dense (the count of a niche's name read 9,000 entries
 * in 10 ms one run and 1,001 through the words' index in 4.6 ms the next, as its sampled statistics went).
 */
function indexed<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return run(tx);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** A directory search as `counted` reads it: best match with words reads its groups in turn when many match. */
const counted = (db: Db, filter: DirectoryFilter, sort: DirectorySort, paging: { page: number; pageSize: number }) =>
  countThenRead(db, whereOf(filter), orderOf(filter, sort), paging, sort === 'match' && filter.q ? matchGroups(filter.q) : undefined);

/**
 * The capped count of a search, then how its page is read as the count chooses (null past the end); `groups`, when
 * many match, are read in turn along `bestFirst` instead of sorting by `order`.
 */
async function countThenRead(db: Db, where: SQL | undefined, order: SQL[], { page, pageSize }: { page: number; pageSize: number }, groups?: SQL[]) {
  const offset = (page - 1) * pageSize;
  const limit = Math.max(DIRECTORY_COUNT_CAP, offset + pageSize) + 1;
  const counting = countQuery(db, where, limit);
  const [row] = await counting;
  const n = row?.n ?? 0;
  const totalIsCapped = n >= limit;
  const few = n <= DIRECTORY_COUNT_CAP;
  let read: PageRead | null = null;
  if (offset < n && !few && groups) read = groupedRead(db, where, groups, offset, pageSize);
  else if (offset < n) {
    const one = pageQuery(db, where, order, pageSize, offset, few ? DIRECTORY_COUNT_CAP + 1 : undefined);
    read = { queries: [one], rows: async () => one };
  }
  return { n, counting, totalIsCapped, total: totalIsCapped ? DIRECTORY_COUNT_CAP : n, read };
}

/**
 * What one directory page runs, as EXPLAIN ANALYZE (the stress section prints it): the capped count, and the page's
 * queries as the count chose them (matches-then-sort for few, the sort's index for many), none past the end.
 */
export function explainDirectoryPage(db: Db, filter: DirectoryFilter, sort: DirectorySort, paging: { page: number; pageSize: number }): Promise<{ count: string; page: string[]; n: number }> {
  return indexed(db, async (tx) => {
    const { n, counting, read } = await counted(tx, filter, sort, paging);
    const page: string[] = [];
    for (const query of read?.queries ?? []) page.push(await explain(tx, query.toSQL(), true));
    return { n, count: await explain(tx, counting.toSQL(), true), page };
  });
}

/**
 * The header search: verified creators whose name, username, niche or country name contains `q`, most followed first.
 * Counted first like a directory page, so a name few creators have is read from the words' index and sorted.
 */
export async function searchCreators(ctx: ServerContext, q: string, limit: number): Promise<DirectoryCard[]> {
  const where = searchWhere(q);
  return indexed(ctx.db, async (db) => {
    const { read } = await countThenRead(db, where, ORDER.top, { page: 1, pageSize: limit });
    return read ? (await read.rows()).map(toCard) : [];
  });
}

/** The header search's matches: the words in a name, username or niche, or a country whose English name holds them. */
function searchWhere(q: string): SQL | undefined {
  const countries = CODES.filter((code) => code && matchesQuery(q, [countryName(code)]));
  return or(textOf(q), countries.length > 0 ? inArray(e.country, countries) : undefined);
}

/** The plan of the header search's capped count, for the index tests. */
export const explainCreatorSearch = (db: Db, q: string) => explain(db, countQuery(db, searchWhere(q), DIRECTORY_COUNT_CAP + 1).toSQL(), false);

/**
 * The query plan of a directory page, for the index tests and the benchmark: EXPLAIN, never run; with `analyze`, run
 * (EXPLAIN ANALYZE, its real rows and times); with `count`, the plan of the capped count instead of the page, and with
 * `group` (0, 1 or 2, words by best match), the query that reads that group of many matches.
 */
export async function explainDirectory(db: Db, filter: DirectoryFilter, sort: DirectorySort, pageSize = 20, options: { analyze?: boolean; count?: boolean; few?: number; group?: number } = {}): Promise<string> {
  const where = whereOf(filter);
  const grouped = options.group === undefined || !filter.q ? undefined : groupedRead(db, where, matchGroups(filter.q), 0, pageSize).queries[options.group];
  const query = (grouped ?? (options.count ? countQuery(db, where, DIRECTORY_COUNT_CAP + 1) : pageQuery(db, where, orderOf(filter, sort), pageSize, 0, options.few))).toSQL();
  return explain(db, query, options.analyze ?? false);
}

async function explain(db: Db, query: { sql: string; params: unknown[] }, analyze: boolean): Promise<string> {
  const result = (await db.execute(sql.raw(`explain ${analyze ? '(analyze, costs off) ' : ''}${inline(query.sql, query.params)}`))) as { rows: unknown[] };
  return (result.rows as Array<Record<string, string>>).map((r) => Object.values(r)[0]).join('\n');
}

/** A query's parameters written into it as literals (EXPLAIN takes no parameters on PGlite's simple protocol). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });
}
