import * as v from 'valibot';
import { PLATFORMS } from '../domain/catalog.ts';
import {
  AGE_BANDS, CAMPAIGN_STATUSES, CURRENCIES, DELIVERABLE_TYPES, FOLLOWER_BAND_IDS, GENDERS, GOAL_METRICS, OBJECTIVES,
} from '../domain/campaign-types.ts';
import { USAGE_KINDS, USAGE_UNITS } from '../domain/usage-kinds.ts';

/**
 * A campaign as the API sends it (src/domain/campaign-types.ts), checked at the edge. On its own so the brand home,
 * which lists campaigns only, loads none of the other campaign-domain schemas (src/api/campaign-schemas.ts).
 */
export const nullableInt = v.nullable(v.number());
export const platform = v.picklist(PLATFORMS);

/** A usage right (src/domain/usage-rights.ts): of a brief's deliverable here, of a package's or contract's line in packages.ts. */
export const usageRight = { use: v.picklist(USAGE_KINDS), duration: v.number(), unit: v.picklist(USAGE_UNITS), countries: v.array(v.string()), price: v.number() };
export const UsageRightSchema = v.object(usageRight);

/** Who did a thing on a brand's behalf (issue 25; src/domain/partner-types.ts), on the records that keep it. */
export const ActedBySchema = v.object({ partnerId: v.string(), partnerName: v.string(), action: v.string(), at: v.string() });

export const CampaignSchema = v.object({
  id: v.string(),
  brandId: v.string(),
  brandName: v.string(),
  status: v.picklist(CAMPAIGN_STATUSES),
  title: v.string(),
  brief: v.string(),
  objective: v.nullable(v.picklist(OBJECTIVES)),
  goals: v.array(v.object({ metric: v.picklist(GOAL_METRICS), target: v.number() })),
  currency: v.picklist(CURRENCIES),
  budgetTotal: nullableInt,
  feeMin: nullableInt,
  feeMax: nullableInt,
  slots: nullableInt,
  audience: v.object({ countries: v.array(v.string()), ageBands: v.array(v.picklist(AGE_BANDS)), genders: v.array(v.picklist(GENDERS)) }),
  niches: v.array(v.string()),
  platforms: v.array(platform),
  followerBand: v.nullable(v.picklist(FOLLOWER_BAND_IDS)),
  deliverables: v.array(v.object({ platform, type: v.picklist(DELIVERABLE_TYPES), quantity: v.number(), dueDays: v.number(), rights: v.array(UsageRightSchema) })),
  startDate: v.nullable(v.string()),
  endDate: v.nullable(v.string()),
  maxRevisions: v.number(),
  landingUrl: v.string(),
  whatsappNumber: v.string(),
  reviewNotes: v.array(v.object({ kind: v.picklist(['approved', 'changes_requested', 'rejected']), text: v.string(), at: v.string(), by: v.string() })),
  createdAt: v.string(),
  updatedAt: v.string(),
  submittedAt: v.nullable(v.string()),
  actedBy: v.optional(v.nullable(ActedBySchema)),
  acceptedCount: v.number(),
});

export type CampaignView = v.InferOutput<typeof CampaignSchema>;
