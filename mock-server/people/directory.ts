import { and, asc, count, desc, eq, gte, inArray, lte, min, or, sql, type SQL } from 'drizzle-orm';
import type { DirectorySort } from '../../src/domain/campaign-types.ts';
import type { DirectoryCard, DirectoryFilters } from '../../src/domain/creator-page.ts';
import type { ServerContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { textMatch } from '../db/paging.ts';
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
/** Every two-letter code (and '' for none) in the order of its English name, as the country sort shows them. */
const CODES = ['', ...[...LETTERS].flatMap((a) => [...LETTERS].map((b) => a + b))]
  .sort((a, b) => countryName(a).localeCompare(countryName(b), 'en') || (a < b ? -1 : 1));
const COUNTRY_ORDER = CODES.join(',');

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
  country: [sql`array_position(string_to_array(${COUNTRY_ORDER}, ','), ${e.country})`, ...followersFirst],
  rating: ratingFirst,
  price: [sql`${e.fromPrice} asc nulls last`, asc(byId)],
};

/** Best match: with words, a name or username that is them, then one starting with them, then the rest; then best rated, biggest. */
function matchOrder(q: string): SQL[] {
  if (!q) return [sql`${e.rating} desc nulls last`, ...followersFirst];
  const lower = q.toLowerCase();
  const starting = `${lower.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return [
    sql`case when lower(${e.name}) = ${lower} or lower(${e.username}) = ${lower} then 0
      when lower(${e.name}) like ${starting} or lower(${e.username}) like ${starting} then 1 else 2 end`,
    sql`${e.rating} desc nulls last`,
    ...followersFirst,
  ];
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

const textOf = (q: string) =>
  or(textMatch(q, [e.name, e.username]), sql`exists (select 1 from unnest(${e.niches}) as niche(v) where ${textMatch(q, [sql`niche.v`])})`);

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

/** One page of the directory and how many creators match. */
export async function directoryPage(ctx: ServerContext, filter: DirectoryFilter, sort: DirectorySort, { page, pageSize }: { page: number; pageSize: number }): Promise<{ items: DirectoryCard[]; total: number }> {
  const where = whereOf(filter);
  const order = sort === 'match' ? matchOrder(filter.q ?? '') : ORDER[sort];
  const rows = await ctx.db.select().from(e).where(where).orderBy(...order).limit(pageSize).offset((page - 1) * pageSize);
  const [total] = await ctx.db.select({ n: count() }).from(e).where(where);
  return { items: rows.map(toCard), total: total?.n ?? 0 };
}

/** The header search: verified creators whose name, username, niche or country name contains `q`, most followed first. */
export async function searchCreators(ctx: ServerContext, q: string, limit: number): Promise<DirectoryCard[]> {
  const countries = CODES.filter((code) => code && matchesQuery(q, [countryName(code)]));
  const where = or(textOf(q), countries.length > 0 ? inArray(e.country, countries) : undefined);
  const rows = await ctx.db.select().from(e).where(where).orderBy(...ORDER.top).limit(limit);
  return rows.map(toCard);
}

/** The query plan of a directory page, for the index tests and the benchmark (EXPLAIN, never run). */
export async function explainDirectory(db: Db, filter: DirectoryFilter, sort: DirectorySort, pageSize = 20): Promise<string> {
  const order = sort === 'match' ? matchOrder(filter.q ?? '') : ORDER[sort];
  const query = db.select().from(e).where(whereOf(filter)).orderBy(...order).limit(pageSize).toSQL();
  const result = (await db.execute(sql.raw(`explain ${inline(query.sql, query.params)}`))) as { rows: unknown[] };
  return (result.rows as Array<Record<string, string>>).map((r) => Object.values(r)[0]).join('\n');
}

/** A query's parameters written into it as literals (EXPLAIN takes no parameters on PGlite's simple protocol). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });
}
