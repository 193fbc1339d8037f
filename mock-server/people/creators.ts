import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Verification } from '../../src/domain/campaign-types.ts';
import type { ServerContext } from '../context.ts';
import type { CreatorRecord } from '../creators.ts';
import { accounts, profiles, verifications } from '../db/schema/people.ts';
import { toAccount, toProfile, toVerification } from './rows.ts';

export type VerifiedCreator = CreatorRecord & { verification: Verification };

/** Influencer accounts with their profile and verification, as one query: `where` narrows the creators. */
async function creatorsWhere(ctx: ServerContext, where: ReturnType<typeof and>): Promise<CreatorRecord[]> {
  const rows = await ctx.db.select().from(accounts)
    .leftJoin(profiles, eq(profiles.accountId, accounts.id))
    .leftJoin(verifications, eq(verifications.creatorId, accounts.id))
    .where(and(eq(accounts.role, 'influencer'), where))
    .orderBy(asc(verifications.submittedAt), asc(accounts.seq));
  return rows.map((row) => ({
    account: toAccount(row.accounts),
    profile: row.profiles ? toProfile(row.profiles) : null,
    verification: row.verifications ? toVerification(row.verifications) : null,
  }));
}

/** Any influencer account by id, verified or not; null for other roles or unknown ids. */
export async function creatorById(ctx: ServerContext, id: string): Promise<CreatorRecord | null> {
  return (await creatorsWhere(ctx, eq(accounts.id, id)))[0] ?? null;
}

/** The influencers among `ids`, by id, in one query. */
export async function creatorsByIds(ctx: ServerContext, ids: Iterable<string>): Promise<Map<string, CreatorRecord>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  return new Map((await creatorsWhere(ctx, inArray(accounts.id, wanted))).map((c) => [c.account.id, c]));
}

/** Only verified creators are matched or listed (campaigns issue), in the order they submitted. */
export async function verifiedCreators(ctx: ServerContext): Promise<VerifiedCreator[]> {
  return (await creatorsWhere(ctx, eq(verifications.status, 'verified'))) as VerifiedCreator[];
}

/** Verifications waiting for an admin, of creators who still exist (the admin queue counts what the list shows). */
export async function pendingVerificationCount(ctx: ServerContext): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(verifications)
    .innerJoin(accounts, and(eq(accounts.id, verifications.creatorId), eq(accounts.role, 'influencer')))
    .where(eq(verifications.status, 'pending'));
  return row?.n ?? 0;
}
