import type { Conversion } from '../../machines/trackingTypes.ts';
import type { ServerContext } from '../context.ts';
import { clicks, conversions, linkByCode, normalCode, trackingLinks } from './collections.ts';

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

/** Attributes by click id, else by code, within `scope`; a reference outside it counts as unknown. */
export function attribute(ctx: ServerContext, ref: Reference, scope: Scope): Attribution {
  const clickLinkId = ref.clickId ? clicks(ctx).find((c) => c.id === ref.clickId)?.linkId : undefined;
  const candidates = [clickLinkId ? trackingLinks(ctx).find((l) => l.id === clickLinkId) : undefined, ref.code ? linkByCode(ctx, ref.code) : undefined];
  const link = candidates.find((l) => l && (scope.brandId === null || l.brandId === scope.brandId) && (!scope.campaignId || l.campaignId === scope.campaignId));
  if (link) return { campaignId: link.campaignId, contractId: link.contractId, brandId: link.brandId };
  return { campaignId: scope.campaignId ?? null, contractId: null, brandId: scope.brandId };
}

export type ConversionFields = Pick<Conversion, 'type' | 'amount' | 'currency' | 'source' | 'externalRef'> & Reference;

/**
 * Records a conversion once per source (and brand) and externalRef: a repeat returns the first record and adds
 * nothing, as providers and brands' systems retry. M-Pesa TransIDs are unique across M-Pesa, so C2B ignores the brand.
 */
export function recordConversion(ctx: ServerContext, fields: ConversionFields, who: Attribution): { conversion: Conversion; created: boolean } {
  const existing = conversions(ctx).find((c) => c.source === fields.source && c.externalRef === fields.externalRef && (fields.source === 'mpesa_c2b' || c.brandId === who.brandId));
  if (existing) return { conversion: existing, created: false };
  const conversion: Conversion = {
    id: ctx.random.id(), ...who, type: fields.type, amount: fields.amount, currency: fields.currency, source: fields.source,
    externalRef: fields.externalRef, clickId: fields.clickId ?? null, code: fields.code ? normalCode(fields.code) : null,
    at: new Date(ctx.clock.now()).toISOString(),
  };
  conversions(ctx).push(conversion);
  ctx.store.write();
  return { conversion, created: true };
}
