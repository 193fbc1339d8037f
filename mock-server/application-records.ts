import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Application, ApplicationStatus } from '../src/domain/campaign-types.ts';
import type { Lock } from './campaign-records.ts';
import type { ServerContext } from './context.ts';
import { campaignApplications } from './db/schema/campaigns.ts';

/** Campaign applications and invitations (docs/decisions/0011-postgresql.md). */
type Row = typeof campaignApplications.$inferSelect;
export const applicationRecord = ({ seq: _seq, ...row }: Row): Application => row;
const newest = [desc(campaignApplications.createdAt), desc(campaignApplications.seq)];

export async function applicationById(ctx: ServerContext, id: string, { lock = false }: Lock = {}): Promise<Application | null> {
  const query = ctx.db.select().from(campaignApplications).where(eq(campaignApplications.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ? applicationRecord(row) : null;
}

/** The creator's one application or invitation for the campaign, or null. */
export async function applicationOf(ctx: ServerContext, campaignId: string, creatorId: string): Promise<Application | null> {
  const [row] = await ctx.db.select().from(campaignApplications)
    .where(and(eq(campaignApplications.campaignId, campaignId), eq(campaignApplications.creatorId, creatorId)));
  return row ? applicationRecord(row) : null;
}

/** Applications by campaign or by creator, newest first; `statuses` narrows them and `lock` takes their rows. */
export async function applicationsWhere(
  ctx: ServerContext,
  by: { campaignId: string } | { creatorId: string },
  { lock = false, statuses }: Lock & { statuses?: readonly ApplicationStatus[] } = {},
): Promise<Application[]> {
  const owner = 'campaignId' in by ? eq(campaignApplications.campaignId, by.campaignId) : eq(campaignApplications.creatorId, by.creatorId);
  const query = ctx.db.select().from(campaignApplications)
    .where(and(owner, statuses ? inArray(campaignApplications.status, [...statuses]) : undefined)).orderBy(...newest);
  return (lock ? await query.for('update') : await query).map(applicationRecord);
}

export async function insertApplication(ctx: ServerContext, application: Application): Promise<Application> {
  await ctx.db.insert(campaignApplications).values(application);
  return application;
}

export async function updateApplication(ctx: ServerContext, id: string, changes: Partial<Application>): Promise<Application> {
  const { id: _id, ...set } = changes;
  const [row] = await ctx.db.update(campaignApplications).set(set).where(eq(campaignApplications.id, id)).returning();
  if (!row) throw new Error(`Application ${id} is not stored.`);
  return applicationRecord(row);
}
