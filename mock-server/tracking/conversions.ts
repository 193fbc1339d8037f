import { and, eq, isNull } from 'drizzle-orm';
import type { Conversion } from '../../src/domain/tracking-types.ts';
import type { ServerContext } from '../context.ts';
import { clicks, conversions } from '../db/schema/index.ts';
import { linkByCode, linkById, normalCode } from './collections.ts';

/** Who a conversion counts for: all null is "unattributed" with no known brand (a C2B payment with an unknown code). */
export type Attribution = Pick<Conversion, 'campaignId' | 'contractId' | 'brandId'>;

/** What the sender may name: a code (`SAUTI-AMINA7`) or a click id (`sid`); the click wins when both are known. */
export interface Reference {
  code?: string | null;
  clickId?: string | null;
}

/** The sender's own limits: a brand's webhook attributes only to its own links, a manual entry only to its campaign. */
export interface Scope {
  brandId: string | null;
  campaignId?: string;
}

async function clickedLink(ctx: ServerContext, clickId: string | null | undefined) {
  if (!clickId) return undefined;
  const [click] = await ctx.db.select({ linkId: clicks.linkId }).from(clicks).where(eq(clicks.id, clickId)).limit(1);
  return click ? linkById(ctx, click.linkId) : undefined;
}

/** Attributes by click id, else by code, within `scope`; a reference outside it counts as unknown. */
export async function attribute(ctx: ServerContext, ref: Reference, scope: Scope): Promise<Attribution> {
  const candidates = [await clickedLink(ctx, ref.clickId), ref.code ? await linkByCode(ctx, ref.code) : undefined];
  const link = candidates.find((l) => l && (scope.brandId === null || l.brandId === scope.brandId) && (!scope.campaignId || l.campaignId === scope.campaignId));
  if (link) return { campaignId: link.campaignId, contractId: link.contractId, brandId: link.brandId };
  return { campaignId: scope.campaignId ?? null, contractId: null, brandId: scope.brandId };
}

export type ConversionFields = Pick<Conversion, 'type' | 'amount' | 'currency' | 'source' | 'externalRef'> & Reference;

const asConversion = ({ seq: _seq, ...row }: typeof conversions.$inferSelect) => row as Conversion;

/** The conversion already recorded for this source (and brand) and externalRef, as the unique index conversions_once keys it. */
async function recorded(ctx: ServerContext, fields: ConversionFields, brandId: string | null): Promise<Conversion | undefined> {
  const sameBrand = fields.source === 'mpesa_c2b' ? undefined : brandId === null ? isNull(conversions.brandId) : eq(conversions.brandId, brandId);
  const [row] = await ctx.db.select().from(conversions)
    .where(and(eq(conversions.source, fields.source), eq(conversions.externalRef, fields.externalRef), sameBrand)).limit(1);
  return row && asConversion(row);
}

/**
 * Records a conversion once per source (and brand) and externalRef: a repeat returns the first record and adds
 * nothing, as providers and brands' systems retry. M-Pesa TransIDs are unique across M-Pesa, so C2B ignores the brand.
 * Two senders racing with one reference meet at the unique index: the second gets the first's record.
 */
export async function recordConversion(ctx: ServerContext, fields: ConversionFields, who: Attribution): Promise<{ conversion: Conversion; created: boolean }> {
  const existing = await recorded(ctx, fields, who.brandId);
  if (existing) return { conversion: existing, created: false };
  const conversion: Conversion = {
    id: ctx.random.id(), ...who, type: fields.type, amount: fields.amount, currency: fields.currency, source: fields.source,
    externalRef: fields.externalRef, clickId: fields.clickId ?? null, code: fields.code ? normalCode(fields.code) : null,
    at: new Date(ctx.clock.now()).toISOString(),
  };
  const inserted = await ctx.db.insert(conversions).values(conversion).onConflictDoNothing().returning({ id: conversions.id });
  if (inserted.length > 0) return { conversion, created: true };
  const first = await recorded(ctx, fields, who.brandId);
  if (!first) throw new Error(`Conversion ${conversion.id} was neither recorded nor found.`);
  return { conversion: first, created: false };
}

