import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ServerContext } from './context.ts';
import { textMatch } from './db/paging.ts';
import { campaigns, contracts } from './db/schema/campaigns.ts';
import type { CampaignRecord } from './types.ts';

/** Campaign rows (docs/decisions/0011-postgresql.md). */
type Row = typeof campaigns.$inferSelect;
/** A deliverable stored without rights (a brief from before them, issue 24) reads as having none: only where published. */
const withRights = (deliverables: Row['deliverables']) =>
  deliverables.every((d) => Array.isArray(d.rights)) ? deliverables : deliverables.map((d) => ({ ...d, rights: Array.isArray(d.rights) ? d.rights : [] }));
export const campaignRecord = ({ seq: _seq, ...row }: Row): CampaignRecord => ({ ...row, deliverables: withRights(row.deliverables) }) as CampaignRecord;
export interface Lock { lock?: boolean }

/** A campaign by id, or null; `lock` takes its row for the rest of the transaction (check, then write). */
export async function campaignById(ctx: ServerContext, id: string, { lock = false }: Lock = {}): Promise<CampaignRecord | null> {
  const query = ctx.db.select().from(campaigns).where(eq(campaigns.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ? campaignRecord(row) : null;
}

export const campaignForUpdate = (ctx: ServerContext, id: string) => campaignById(ctx, id, { lock: true });

export async function insertCampaign(ctx: ServerContext, record: CampaignRecord): Promise<CampaignRecord> {
  const [row] = await ctx.db.insert(campaigns).values(record).returning();
  return campaignRecord(row!);
}

/** Writes `changes` to the campaign and returns it as stored. The caller has checked them (on a locked row). */
export async function updateCampaign(ctx: ServerContext, id: string, changes: Partial<CampaignRecord>): Promise<CampaignRecord> {
  const { id: _id, ...set } = changes;
  const [row] = await ctx.db.update(campaigns).set(set).where(eq(campaigns.id, id)).returning();
  if (!row) throw new Error(`Campaign ${id} is not stored.`);
  return campaignRecord(row);
}

/** The campaigns of `ids`, by id (for lists of applications or contracts). */
export async function campaignsByIds(ctx: ServerContext, ids: readonly string[]): Promise<Map<string, CampaignRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db.select().from(campaigns).where(inArray(campaigns.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, campaignRecord(row)]));
}

/** The brand's campaigns, newest first (the last stored first within one millisecond). */
export async function campaignsOfBrand(ctx: ServerContext, brandId: string): Promise<CampaignRecord[]> {
  const rows = await ctx.db.select().from(campaigns).where(eq(campaigns.brandId, brandId)).orderBy(desc(campaigns.createdAt), desc(campaigns.seq));
  return rows.map(campaignRecord);
}

/** Campaigns in one status, oldest submission first; a campaign never submitted sorts by when it was made, after those. */
export async function campaignsBySubmission(ctx: ServerContext, status: CampaignRecord['status']): Promise<CampaignRecord[]> {
  const rows = await ctx.db.select().from(campaigns).where(eq(campaigns.status, status))
    .orderBy(sql`${campaigns.submittedAt} is null`, asc(sql`coalesce(${campaigns.submittedAt}, ${campaigns.createdAt})`), asc(campaigns.seq));
  return rows.map(campaignRecord);
}

/** Campaigns in one status, newest first. */
export async function campaignsInStatus(ctx: ServerContext, status: CampaignRecord['status']): Promise<CampaignRecord[]> {
  const rows = await ctx.db.select().from(campaigns).where(eq(campaigns.status, status)).orderBy(desc(campaigns.createdAt), desc(campaigns.seq));
  return rows.map(campaignRecord);
}

/** Recruiting campaigns whose title, brief, brand or a niche contains `q`, newest first (the header search). */
export async function searchRecruiting(ctx: ServerContext, q: string, limit: number): Promise<CampaignRecord[]> {
  // The niches joined by a character no search term holds, so a term never matches across two of them.
  const niches = sql`array_to_string(${campaigns.niches}, chr(31))`;
  const rows = await ctx.db.select().from(campaigns)
    .where(and(eq(campaigns.status, 'recruiting'), textMatch(q, [campaigns.title, campaigns.brief, campaigns.brandName, niches])))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.seq)).limit(limit);
  return rows.map(campaignRecord);
}

export async function countInStatus(ctx: ServerContext, status: CampaignRecord['status']): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(campaigns).where(eq(campaigns.status, status));
  return row?.n ?? 0;
}

/** Contracts that still stand hold a slot (a cancelled one frees it): one count over the campaign's index. */
const standing = (ids: string[]) => and(inArray(contracts.campaignId, ids), ne(contracts.status, 'cancelled'));

export async function acceptedCount(ctx: ServerContext, campaignId: string): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(contracts).where(standing([campaignId]));
  return row?.n ?? 0;
}

/** acceptedCount of each campaign in `ids`, in one grouped query (campaigns without contracts are absent: 0). */
export async function acceptedCounts(ctx: ServerContext, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db.select({ id: contracts.campaignId, n: count() }).from(contracts).where(standing(ids)).groupBy(contracts.campaignId);
  return new Map(rows.map((r) => [r.id, r.n]));
}
