import { and, eq, inArray } from 'drizzle-orm';
import type { Match } from '../src/domain/campaign-types.ts';
import { canonicalJson } from './canonical-json.ts';
import type { ServerContext } from './context.ts';
import { matches } from './db/schema/campaigns.ts';

/** The stored matches (mock-server/matching.ts), one per campaign and creator while the hard filters pass. */
const keyOf = (m: Pick<Match, 'campaignId' | 'creatorId'>) => `${m.campaignId}/${m.creatorId}`;

/** A campaign's stored matches, or a creator's (optionally only for some campaigns). */
export async function matchesWhere(ctx: ServerContext, by: { campaignId: string } | { creatorId: string; campaignIds?: string[] }): Promise<Match[]> {
  const where = 'campaignId' in by
    ? eq(matches.campaignId, by.campaignId)
    : and(eq(matches.creatorId, by.creatorId), by.campaignIds ? inArray(matches.campaignId, by.campaignIds) : undefined);
  return ctx.db.select().from(matches).where(where);
}

export async function matchOf(ctx: ServerContext, campaignId: string, creatorId: string): Promise<Match | null> {
  const [row] = await ctx.db.select().from(matches).where(and(eq(matches.campaignId, campaignId), eq(matches.creatorId, creatorId)));
  return row ?? null;
}

/**
 * Makes the stored matches of one scope (`stored`, read in this transaction) what they should be (`fresh`): new and
 * changed ones written, those no longer passing removed, the rest untouched. True when anything changed.
 */
export async function replaceMatches(ctx: ServerContext, stored: readonly Match[], fresh: readonly Match[]): Promise<boolean> {
  const wanted = new Set(fresh.map(keyOf));
  const before = new Map(stored.map((m) => [keyOf(m), canonicalJson(m)]));
  const gone = stored.filter((m) => !wanted.has(keyOf(m)));
  const changed = fresh.filter((m) => before.get(keyOf(m)) !== canonicalJson(m));
  for (const m of gone) await deleteMatches(ctx, { campaignId: m.campaignId, creatorId: m.creatorId });
  for (const m of changed) await saveMatch(ctx, m);
  return gone.length + changed.length > 0;
}

/** Stores the match for its campaign and creator, replacing the one there was. */
export async function saveMatch(ctx: ServerContext, match: Match): Promise<void> {
  await ctx.db.insert(matches).values(match).onConflictDoUpdate({ target: [matches.campaignId, matches.creatorId], set: match });
}

/** Forgets matches: one creator's for one campaign, every match of a campaign, or every match of a creator. */
export async function deleteMatches(ctx: ServerContext, which: Partial<Pick<Match, 'campaignId' | 'creatorId'>>): Promise<void> {
  const { campaignId, creatorId } = which;
  if (!campaignId && !creatorId) throw new Error('deleteMatches needs a campaign or a creator.');
  await ctx.db.delete(matches).where(and(campaignId ? eq(matches.campaignId, campaignId) : undefined, creatorId ? eq(matches.creatorId, creatorId) : undefined));
}
