import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Contract } from '../../src/domain/campaign-types.ts';
import { contractRecord } from '../contract-records.ts';
import type { ServerContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { textMatch } from '../db/paging.ts';
import { accounts, campaigns, contracts, profiles } from '../db/schema/index.ts';

/**
 * What the money part asks of the campaigns' and people's tables that their modules have no function for: the
 * contracts a page of transfers names, and the parties the admin ledger finds by part of a name. Read only. The
 * searches are id sets as SQL subqueries, so a filtered list is one statement over the transfers' indexes.
 */

/** The contracts among `ids`, by id, in one query. */
export async function contractsByIds(ctx: Pick<ServerContext, 'db'>, ids: Iterable<string>): Promise<Map<string, Contract>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await ctx.db.select().from(contracts).where(inArray(contracts.id, wanted));
  return new Map(rows.map((row) => [row.id, contractRecord(row)]));
}

/** A set of ids, as a parenthesised subquery for `inArray`. */
export type IdSet = SQL;

/**
 * The term itself (so an id whose party is gone still filters) and the ids of the rows whose name contains it,
 * ignoring case.
 */
const termAnd = (term: string, named: SQL): IdSet => sql`(select ${term}::text union ${named})`;

/** A brand's name as campaigns show it: the profile's company name, else the account's name (people/accounts.ts brandNameFrom). */
const brandName = sql`coalesce(nullif(btrim(${profiles.details} ->> 'companyName'), ''), ${accounts.name})`;

/** Campaigns by id or by part of their title. */
export const campaignsNamed = (db: Db, term: string): IdSet =>
  termAnd(term, db.select({ id: campaigns.id }).from(campaigns).where(textMatch(term, [campaigns.title])).getSQL());

/** People (a creator is named by the account) by id or by part of their name. */
export const peopleNamed = (db: Db, term: string): IdSet =>
  termAnd(term, db.select({ id: accounts.id }).from(accounts).where(textMatch(term, [accounts.name])).getSQL());

/** Brands by id or by part of their brand name. */
export const brandsNamed = (db: Db, term: string): IdSet =>
  termAnd(term, db.select({ id: accounts.id }).from(accounts).leftJoin(profiles, eq(profiles.accountId, accounts.id)).where(textMatch(term, [brandName])).getSQL());

/** The campaigns of the brands in `brands`. */
export const campaignsOfBrands = (db: Db, brands: IdSet): IdSet =>
  sql`(${db.select({ id: campaigns.id }).from(campaigns).where(inArray(campaigns.brandId, brands)).getSQL()})`;

/** The contracts on the campaigns in `ids` (side campaignId), or of the creators in `ids` (side creatorId). */
export const contractsOf = (db: Db, side: 'campaignId' | 'creatorId', ids: IdSet): IdSet =>
  sql`(${db.select({ id: contracts.id }).from(contracts).where(inArray(contracts[side], ids)).getSQL()})`;
