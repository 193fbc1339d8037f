import * as v from 'valibot';
import { DELIVERABLE_TYPES, FOLLOWER_BAND_IDS } from '../domain/campaign-types.ts';
import { PLATFORMS } from '../domain/catalog.ts';
import { ENGAGEMENT_BANDS, type EngagementBand } from '../domain/creator-page.ts';
import { api, request } from '../lib/api.ts';
import { TermsDeliverableSchema } from './packages.ts';
import { PublicReviewSchema, RatingSchema } from './reviews.ts';

/** A verified creator's public page (issue 24), tied to src/domain/creator-page.ts by tests/types/reviews.test-d.ts. */
const platform = v.picklist(PLATFORMS);

export const PackageSchema = v.object({
  id: v.string(), title: v.string(), description: v.string(), platforms: v.array(platform), price: v.number(), currency: v.string(), deliveryDays: v.number(),
  deliverables: v.array(TermsDeliverableSchema), version: v.number(),
});

/** A platform with its bands, as the page and the directory's cards show it. */
export const BandedPlatformSchema = v.object({
  platform, followerBand: v.nullable(v.picklist(FOLLOWER_BAND_IDS)), engagementBand: v.picklist(Object.keys(ENGAGEMENT_BANDS) as EngagementBand[]),
});

/** An item of past work the brand agreed to show (issue 24): whose, where, the published post and its month. */
export const PublicPastWorkSchema = v.object({
  id: v.string(), brandName: v.string(), platform, type: v.picklist(DELIVERABLE_TYPES), url: v.string(), month: v.string(),
});

export const CreatorPageSchema = v.object({
  name: v.string(), username: v.string(), avatar: v.nullable(v.string()), bio: v.string(), country: v.string(),
  languages: v.array(v.string()), niches: v.array(v.string()),
  platforms: v.array(v.object({ ...BandedPlatformSchema.entries, handle: v.string() })),
  verifiedAt: v.string(), rating: RatingSchema, reviews: v.array(PublicReviewSchema), packages: v.array(PackageSchema),
  pastWork: v.array(PublicPastWorkSchema),
});
export type CreatorPageView = v.InferOutput<typeof CreatorPageSchema>;
export const CreatorPageAnswer = v.object({ creator: CreatorPageSchema });

export const fetchCreatorPage = (username: string): Promise<CreatorPageView> =>
  request(() => api.get(`creator-pages/${encodeURIComponent(username)}`).json(), (d) => v.parse(CreatorPageAnswer, d).creator, 'This creator’s page could not be loaded. Please try again.');
