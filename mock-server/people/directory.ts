import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CreatorCard, DirectorySort } from '../../src/domain/campaign-types.ts';
import type { ServerContext } from '../context.ts';
import { creatorCard } from '../creators.ts';
import { textMatch } from '../db/paging.ts';
import { accounts, profiles, verifications } from '../db/schema/people.ts';
import { matchesQuery } from '../paging.ts';
import { toAccount, toProfile, toVerification } from './rows.ts';

/**
 * The public directory of verified creators (routes/directory.ts), as queries over the people tables: filters, order,
 * count and page in SQL, so a list never loads every creator. The orders are exactly the cards' (ties by id).
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

/** The niches of a profile as strings (a profile without a list has none); `test` is applied to each, as text. */
const anyNiche = (test: (niche: SQL) => SQL | undefined) => {
  const list = sql`(case when jsonb_typeof(${profiles.details} -> 'niches') = 'array' then ${profiles.details} -> 'niches' else '[]'::jsonb end)`;
  return sql`exists (select 1 from jsonb_array_elements(${list}) as niche(v) where jsonb_typeof(niche.v) = 'string' and ${test(sql`(niche.v #>> '{}')`)})`;
};

const followers = sql`(select coalesce(sum((p ->> 'followers')::numeric), 0) from jsonb_array_elements(${verifications.platforms}) as p)`;
const bestEngagement = sql`greatest(0, (select max((p ->> 'engagementRate')::numeric) from jsonb_array_elements(${verifications.platforms}) as p))`;
/** As JavaScript compares ids (code units), whatever the database's collation. */
const byId = sql`${accounts.id} collate "C"`;
const ORDER: Record<DirectorySort, SQL[]> = {
  top: [desc(followers)],
  trending: [desc(bestEngagement)],
  new: [sql`${verifications.decidedAt} desc nulls last`],
  // ICU's root collation orders as `localeCompare(…, 'en')` does.
  verified: [sql`${accounts.name} collate "und-x-icu"`],
  country: [sql`array_position(string_to_array(${COUNTRY_ORDER}, ','), coalesce(${profiles.country}, ''))`, desc(followers)],
};

export interface DirectoryFilter {
  /** A niche's name, whatever its case. */
  niche?: string | null;
  country?: string;
  /** Over name, username and niches. */
  q?: string;
}

/** Verified influencers, with their profile if any: the join keeps the account's role, the where the verification's status. */
const isInfluencer = and(eq(accounts.id, verifications.creatorId), eq(accounts.role, 'influencer'));
const ownProfile = eq(profiles.accountId, verifications.creatorId);
const verified = (where: SQL | undefined) => and(eq(verifications.status, 'verified'), where);

/** The creators listed, each row also carrying how many match in all (a window count, so a page needs no second query). */
const listed = (ctx: ServerContext, where: SQL | undefined) =>
  ctx.db.select({ account: accounts, profile: profiles, verification: verifications, total: sql<number>`(count(*) over ())::int` })
    .from(verifications).innerJoin(accounts, isInfluencer).leftJoin(profiles, ownProfile).where(verified(where));

/** How many match: only for a page past the end, which has no row to carry the count. */
async function countListed(ctx: ServerContext, where: SQL | undefined): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(verifications).innerJoin(accounts, isInfluencer).leftJoin(profiles, ownProfile).where(verified(where));
  return row?.n ?? 0;
}

type Listed = Awaited<ReturnType<typeof listed>>[number];
const toCard = ({ account, profile, verification }: Listed) =>
  creatorCard({ account: toAccount(account), profile: profile ? toProfile(profile) : null, verification: toVerification(verification) });

const textOf = (q: string) => or(textMatch(q, [accounts.name, profiles.username]), anyNiche((n) => textMatch(q, [n])));

/** One page of the directory and how many creators match. */
export async function directoryPage(ctx: ServerContext, filter: DirectoryFilter, sort: DirectorySort, { page, pageSize }: { page: number; pageSize: number }): Promise<{ items: CreatorCard[]; total: number }> {
  const { niche, country, q = '' } = filter;
  const where = and(
    niche ? anyNiche((n) => sql`lower(${n}) = ${niche.toLowerCase()}`) : undefined,
    country ? eq(profiles.country, country) : undefined,
    q ? textOf(q) : undefined,
  );
  const rows = await listed(ctx, where).orderBy(...ORDER[sort], asc(byId)).limit(pageSize).offset((page - 1) * pageSize);
  return { items: rows.map(toCard), total: rows[0]?.total ?? (await countListed(ctx, where)) };
}

/** The header search: verified creators whose name, username, niche or country name contains `q`, most followed first. */
export async function searchCreators(ctx: ServerContext, q: string, limit: number): Promise<CreatorCard[]> {
  const countries = CODES.filter((code) => code && matchesQuery(q, [countryName(code)]));
  const where = or(textOf(q), countries.length > 0 ? inArray(profiles.country, countries) : undefined);
  const rows = await listed(ctx, where).orderBy(...ORDER.top, asc(byId)).limit(limit);
  return rows.map(toCard);
}
