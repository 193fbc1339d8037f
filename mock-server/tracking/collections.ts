import { eq, inArray } from 'drizzle-orm';
import type { TrackingLink } from '../../src/domain/tracking-types.ts';
import type { ServerContext } from '../context.ts';
import { profiles, trackingLinks, webhookSecrets } from '../db/schema/index.ts';

/** A brand's key for signing conversion webhooks. Server-side only: never served as it is stored. */
export type WebhookSecretRecord = typeof webhookSecrets.$inferSelect;

type Holder = Pick<ServerContext, 'db'>;

const asLink = (row: typeof trackingLinks.$inferSelect) => row as TrackingLink;

/** Codes arrive typed by people (an M-Pesa account number), so they are matched without case or spaces. */
export const normalCode = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/** A link with its creator's Sauti username (null without one): what the redirect needs. */
export interface NamedLink { link: TrackingLink; username: string | null }

/** The links of `slugs` with their creators' usernames, in one lookup by the slug's unique index: the redirect's first step. */
export async function linksBySlugs(ctx: Holder, slugs: readonly string[]): Promise<Map<string, NamedLink>> {
  const rows = await ctx.db.select({ link: trackingLinks, username: profiles.username }).from(trackingLinks)
    .leftJoin(profiles, eq(profiles.accountId, trackingLinks.creatorId)).where(inArray(trackingLinks.slug, [...new Set(slugs)]));
  return new Map(rows.map((row) => [row.link.slug, { link: asLink(row.link), username: row.username }]));
}

export async function linkById(ctx: Holder, id: string): Promise<TrackingLink | undefined> {
  const [row] = await ctx.db.select().from(trackingLinks).where(eq(trackingLinks.id, id)).limit(1);
  return row && asLink(row);
}

/** The contract's links in the order they were made (web first). */
export async function linksOfContract(ctx: Holder, contractId: string): Promise<TrackingLink[]> {
  const rows = await ctx.db.select().from(trackingLinks).where(eq(trackingLinks.contractId, contractId)).orderBy(trackingLinks.createdAt, trackingLinks.kind);
  return rows.map(asLink);
}

export async function linkByCode(ctx: Holder, code: string): Promise<TrackingLink | undefined> {
  const wanted = normalCode(code);
  if (!wanted) return undefined;
  const [row] = await ctx.db.select().from(trackingLinks).where(eq(trackingLinks.code, wanted)).orderBy(trackingLinks.kind).limit(1);
  return row && asLink(row);
}
