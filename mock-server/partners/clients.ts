import { and, count, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { ActedBy, ClientPermission, ClientStatus, PartnerClient, PartnerSubject } from '../../src/domain/partner-types.ts';
import type { ServerContext } from '../context.ts';
import { partnerActions, partnerClients } from '../db/schema/index.ts';
import { HttpError } from '../http.ts';
import { accountsByIds, brandNames } from '../people/accounts.ts';
import type { Account } from '../types.ts';

/** A partner's client brands and what it did for them (issue 25, docs/decisions/0020-partners.md), over PostgreSQL. */
type Row = typeof partnerClients.$inferSelect;
export const NO_CLIENT = 'There is no such partner invitation.';
/** The statuses a partner's plan counts: an invitation holds a place until it is answered or revoked. */
export const OPEN_CLIENT_STATUSES: readonly ClientStatus[] = ['invited', 'active'];

/** The rows as the API sends them, with the partner's and the brand's names (two queries for any number). */
export async function toClients(ctx: ServerContext, rows: readonly Row[]): Promise<PartnerClient[]> {
  const partners = await accountsByIds(ctx, rows.map((r) => r.partnerId));
  const brands = await brandNames(ctx, rows.flatMap((r) => (r.brandId ? [r.brandId] : [])));
  return rows.map(({ seq: _seq, ...row }) => ({
    ...row,
    partnerName: partners.get(row.partnerId)?.name || 'A Sauti partner',
    partnerEmail: partners.get(row.partnerId)?.email ?? '',
    brandName: row.brandId ? brands.get(row.brandId) ?? null : null,
  }));
}

export async function clientRow(ctx: ServerContext, id: string, lock = false): Promise<Row | null> {
  const query = ctx.db.select().from(partnerClients).where(eq(partnerClients.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function clientsOfPartner(ctx: ServerContext, partnerId: string): Promise<Row[]> {
  return ctx.db.select().from(partnerClients).where(eq(partnerClients.partnerId, partnerId)).orderBy(desc(partnerClients.createdAt), desc(partnerClients.seq));
}

/** The partners a brand works with or was invited by: by its id once answered, by its email while invited. */
export async function partnersOfBrand(ctx: ServerContext, brand: Account): Promise<Row[]> {
  return ctx.db.select().from(partnerClients)
    .where(or(eq(partnerClients.brandId, brand.id), and(isNull(partnerClients.brandId), eq(partnerClients.email, brand.email), eq(partnerClients.status, 'invited'))))
    .orderBy(desc(partnerClients.createdAt), desc(partnerClients.seq));
}

/** The partner's working link with the brand, or null: only an accepted, not removed one lets it act. */
export async function activeLink(ctx: ServerContext, partnerId: string, brandId: string): Promise<Row | null> {
  const [row] = await ctx.db.select().from(partnerClients)
    .where(and(eq(partnerClients.partnerId, partnerId), eq(partnerClients.brandId, brandId), eq(partnerClients.status, 'active'))).limit(1);
  return row ?? null;
}

/** The brands the partner works for now, by id; with `permission`, only those that allow it. */
export async function activeBrandIds(ctx: ServerContext, partnerId: string, permission?: ClientPermission): Promise<string[]> {
  const rows = await ctx.db.select({ brandId: partnerClients.brandId }).from(partnerClients)
    .where(and(eq(partnerClients.partnerId, partnerId), eq(partnerClients.status, 'active'), permission ? eq(partnerClients[permission], true) : undefined));
  return rows.flatMap((r) => (r.brandId ? [r.brandId] : []));
}

/** How many client brands the partner's plan counts now (invited or active). */
export async function openClientCount(ctx: ServerContext, partnerId: string): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(partnerClients)
    .where(and(eq(partnerClients.partnerId, partnerId), inArray(partnerClients.status, [...OPEN_CLIENT_STATUSES])));
  return row?.n ?? 0;
}

export async function updateClient(ctx: ServerContext, id: string, changes: Partial<Row>): Promise<Row> {
  const { id: _id, seq: _seq, ...set } = changes;
  const [row] = await ctx.db.update(partnerClients).set(set).where(eq(partnerClients.id, id)).returning();
  if (!row) throw new HttpError(404, NO_CLIENT);
  return row;
}

export async function insertClient(ctx: ServerContext, row: typeof partnerClients.$inferInsert): Promise<Row> {
  const [stored] = await ctx.db.insert(partnerClients).values(row).returning();
  return stored!;
}

/**
 * The id of the action by which a partner's approval released a contract's fee (a contract is released once): the
 * admin ledger finds it from the release transfer's contract and names who released it for whom.
 */
export const releaseActionId = (contractId: string) => `released:${contractId}`;
/** The id of the action by which a partner's acceptance held a contract's fee (a contract's fee is held once): "accepted by … for …". */
export const holdActionId = (contractId: string) => `held:${contractId}`;

/** Writes down that `partner` did `action` on a record of `brandId`, and returns the attribution the record keeps. */
export async function recordAction(
  ctx: ServerContext, partner: Account, brandId: string, subject: { type: PartnerSubject; id: string }, action: string,
  extra: { id?: string; spent?: number } = {},
): Promise<ActedBy> {
  const actedBy: ActedBy = { partnerId: partner.id, partnerName: partner.name || 'A Sauti partner', action, at: new Date(ctx.clock.now()).toISOString() };
  await ctx.db.insert(partnerActions).values({
    id: extra.id ?? ctx.random.id(), spent: extra.spent ?? 0, partnerId: partner.id, partnerName: actedBy.partnerName, brandId, subjectType: subject.type, subjectId: subject.id, action, at: actedBy.at,
  });
  return actedBy;
}

/** The last thing a partner did on each of the records (of one kind), by the record's id: what the record shows. */
export async function lastActionsOn(ctx: ServerContext, type: PartnerSubject, ids: readonly string[]): Promise<Map<string, ActedBy>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db.select().from(partnerActions)
    .where(and(eq(partnerActions.subjectType, type), inArray(partnerActions.subjectId, [...ids]))).orderBy(partnerActions.at, partnerActions.seq);
  // Oldest first: each later row replaces the one before it.
  return new Map(rows.map((r) => [r.subjectId, { partnerId: r.partnerId, partnerName: r.partnerName, action: r.action, at: r.at }]));
}

/** What partners did for the brand, newest first (the record of attribution). */
export async function actionsForBrand(ctx: ServerContext, brandId: string, limit = 50) {
  const rows = await ctx.db.select().from(partnerActions).where(eq(partnerActions.brandId, brandId)).orderBy(desc(partnerActions.at), desc(partnerActions.seq)).limit(limit);
  return rows.map(({ seq: _seq, spent: _spent, ...row }) => row);
}

/** Whether `brandId` is a brand a partner made whose owner has not claimed it yet (its owner may then register with it). */
export async function awaitingClaim(ctx: ServerContext, brandId: string): Promise<boolean> {
  const [row] = await ctx.db.select({ id: partnerClients.id }).from(partnerClients)
    .where(and(eq(partnerClients.brandId, brandId), eq(partnerClients.createdByPartner, true), isNull(partnerClients.claimedAt), eq(partnerClients.status, 'active'))).limit(1);
  return row !== undefined;
}
