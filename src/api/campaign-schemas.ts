import * as v from 'valibot';
import { AGE_BANDS, APPLICATION_STATUSES, CURRENCIES, GENDERS, VERIFICATION_STATUSES } from '../domain/campaign-types.ts';
import { platform } from './campaign-schema.ts';

/**
 * The campaign domain's response shapes (src/domain/campaign-types.ts), checked at the edge. Every campaign
 * fetcher (src/api/campaigns.ts, creator.ts, admin-review.ts, directory.ts, notifications.ts) parses with these;
 * the campaign itself is in campaign-schema.ts, the one place to import it from.
 */

export const CreatorCardSchema = v.object({
  id: v.string(),
  name: v.string(),
  username: v.string(),
  avatar: v.nullable(v.string()),
  country: v.string(),
  niches: v.array(v.string()),
  platforms: v.array(v.object({ platform, handle: v.string(), followers: v.number(), engagementRate: v.number() })),
  totalFollowers: v.number(),
  verifiedAt: v.string(),
});

export const MatchSchema = v.object({
  campaignId: v.string(),
  creatorId: v.string(),
  score: v.number(),
  factors: v.array(v.object({
    key: v.picklist(['niche', 'geography', 'demographics', 'engagement', 'performance', 'price']),
    weight: v.number(),
    raw: v.number(),
    contribution: v.number(),
    reason: v.string(),
  })),
  reasons: v.array(v.string()),
  caveat: v.nullable(v.string()),
  modelVersion: v.string(),
});

export const ApplicationSchema = v.object({
  id: v.string(),
  campaignId: v.string(),
  creatorId: v.string(),
  status: v.picklist(APPLICATION_STATUSES),
  pitch: v.string(),
  proposedFee: v.number(),
  matchScoreAtApply: v.nullable(v.number()),
  termsAcceptance: v.nullable(v.object({ version: v.number(), hash: v.string(), acceptedAt: v.string() })),
  createdAt: v.string(),
  updatedAt: v.string(),
});

export const ContractSchema = v.object({
  id: v.string(),
  campaignId: v.string(),
  applicationId: v.string(),
  brandId: v.string(),
  creatorId: v.string(),
  agreedFee: v.number(),
  currency: v.picklist(CURRENCIES),
  status: v.picklist(['active', 'completed', 'cancelled']),
  createdAt: v.string(),
});

export const PlatformStatsSchema = v.object({
  platform,
  handle: v.string(),
  profileUrl: v.string(),
  followers: v.number(),
  engagementRate: v.number(),
  audience: v.object({
    countries: v.record(v.string(), v.number()),
    ageBands: v.record(v.picklist(AGE_BANDS), v.number()),
    genders: v.record(v.picklist(GENDERS), v.number()),
  }),
});

export const VerificationSchema = v.object({
  status: v.picklist(VERIFICATION_STATUSES),
  platforms: v.array(PlatformStatsSchema),
  rate: v.nullable(v.object({ currency: v.picklist(CURRENCIES), amount: v.number() })),
  submittedAt: v.nullable(v.string()),
  expectedBy: v.nullable(v.string()),
  decidedAt: v.nullable(v.string()),
  reason: v.nullable(v.string()),
});

export const NotificationSchema = v.object({
  id: v.string(),
  userId: v.string(),
  type: v.string(),
  title: v.string(),
  body: v.string(),
  href: v.nullable(v.string()),
  createdAt: v.string(),
  readAt: v.nullable(v.string()),
});

export type CreatorCardView = v.InferOutput<typeof CreatorCardSchema>;
export type MatchView = v.InferOutput<typeof MatchSchema>;
export type ApplicationView = v.InferOutput<typeof ApplicationSchema>;
export type ContractView = v.InferOutput<typeof ContractSchema>;
export type VerificationView = v.InferOutput<typeof VerificationSchema>;
export type NotificationView = v.InferOutput<typeof NotificationSchema>;
