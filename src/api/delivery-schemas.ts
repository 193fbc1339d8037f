import * as v from 'valibot';
import { CURRENCIES, DELIVERABLE_TYPES } from '../domain/campaign-types.ts';
import { PLATFORMS } from '../domain/catalog.ts';
import { DELIVERABLE_STATUSES } from '../domain/delivery-types.ts';
import { CONVERSION_SOURCES, CONVERSION_TYPES, LINK_KINDS } from '../domain/tracking-types.ts';
import { ContractSchema } from './campaign-schemas.ts';

/**
 * The delivery issue's response shapes (src/domain/delivery-types.ts, src/domain/tracking-types.ts), checked at the edge.
 * Held equal to the shared interfaces by tests/types/delivery.test-d.ts (docs/decisions/0016-wire-types.md).
 */
const nullableString = v.nullable(v.string());

export const DeliverableSchema = v.object({
  id: v.string(),
  contractId: v.string(),
  campaignId: v.string(),
  brandId: v.string(),
  creatorId: v.string(),
  index: v.number(),
  platform: v.picklist(PLATFORMS),
  type: v.picklist(DELIVERABLE_TYPES),
  dueAt: v.string(),
  status: v.picklist(DELIVERABLE_STATUSES),
  revisionsUsed: v.number(),
  reviewDeadlineAt: nullableString,
  submissions: v.array(v.object({ version: v.number(), kind: v.picklist(['file', 'link']), fileId: nullableString, url: nullableString, caption: v.string(), at: v.string() })),
  feedback: v.array(v.object({ text: v.string(), at: v.string(), version: v.number() })),
  liveUrl: nullableString,
  approvedAt: nullableString,
  autoApproved: v.boolean(),
  createdAt: v.string(),
  updatedAt: v.string(),
});

export const DeliverablesSchema = v.object({ contract: ContractSchema, maxRevisions: v.number(), items: v.array(DeliverableSchema) });
export type DeliverablesView = v.InferOutput<typeof DeliverablesSchema>;

/** Every deliverable action answers with the deliverable and its contract; approving also says whether the fee was released. */
export const DeliverableAnswerSchema = v.object({ deliverable: DeliverableSchema, contract: ContractSchema, released: v.optional(v.boolean(), false) });
export type DeliverableAnswer = v.InferOutput<typeof DeliverableAnswerSchema>;

export const LinkSchema = v.object({
  id: v.string(),
  slug: v.string(),
  kind: v.picklist(LINK_KINDS),
  destination: v.string(),
  code: v.string(),
  url: v.string(),
  clicks: v.number(),
});
export const LinksSchema = v.object({ code: nullableString, items: v.array(LinkSchema) });
export type LinkView = v.InferOutput<typeof LinkSchema>;
export type LinksView = v.InferOutput<typeof LinksSchema>;

export const WebhookSecretSchema = v.object({ brandId: v.string(), secret: v.string(), createdAt: v.string(), brandHeader: v.string(), signatureHeader: v.string() });
export type WebhookSecretView = v.InferOutput<typeof WebhookSecretSchema>;

export const ConversionSchema = v.object({
  id: v.string(),
  campaignId: nullableString,
  contractId: nullableString,
  brandId: nullableString,
  type: v.picklist(CONVERSION_TYPES),
  amount: v.number(),
  currency: v.picklist(CURRENCIES),
  source: v.picklist(CONVERSION_SOURCES),
  externalRef: v.string(),
  clickId: nullableString,
  code: nullableString,
  at: v.string(),
});
