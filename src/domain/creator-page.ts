import { FOLLOWER_BANDS, type FollowerBand } from './campaign-types.ts';
import type { Platform } from './onboarding-types.ts';
import type { PublicReview, RatingSummary } from './review-types.ts';
import type { PublicPastWork } from './past-work.ts';
import type { TermsDeliverable } from './usage-rights.ts';

/**
 * A creator's public page, /c/{username} (issue 24): what anyone may see of a verified creator. Follower counts and
 * engagement rates are shown as bands, from the verified figures, never as the exact numbers.
 */

/** Engagement bands, in percent: inclusive minimum, exclusive maximum (null: no upper limit). */
export const ENGAGEMENT_BANDS = {
  low: { min: 0, max: 1 },
  fair: { min: 1, max: 3 },
  good: { min: 3, max: 6 },
  high: { min: 6, max: null },
} as const satisfies Record<string, { min: number; max: number | null }>;
export type EngagementBand = keyof typeof ENGAGEMENT_BANDS;

const within = (value: number, band: { min: number; max: number | null }) => value >= band.min && (band.max === null || value < band.max);

/** The follower band a count falls in; null below the smallest (under 1,000). */
export function followerBandOf(followers: number): FollowerBand | null {
  return (Object.keys(FOLLOWER_BANDS) as FollowerBand[]).find((b) => within(followers, FOLLOWER_BANDS[b])) ?? null;
}

export function engagementBandOf(rate: number): EngagementBand {
  return (Object.keys(ENGAGEMENT_BANDS) as EngagementBand[]).find((b) => within(rate, ENGAGEMENT_BANDS[b])) ?? 'low';
}

export interface CreatorPackage {
  id: string;
  title: string;
  description: string;
  platforms: Platform[];
  /** Minor units. */
  price: number;
  currency: string;
  deliveryDays: number;
  /** What a buyer gets, with the usage rights of each line: the terms a purchase makes the contract's. */
  deliverables: TermsDeliverable[];
  /** 1, then one more on each of the creator's edits: a purchase names the version the brand saw (409 if it changed). */
  version: number;
}

export interface PublicPlatform {
  platform: Platform;
  handle: string;
  followerBand: FollowerBand | null;
  engagementBand: EngagementBand;
}

/** A platform on a directory card: its bands only (issue 24), as the creator page shows them. */
export type DirectoryPlatform = Omit<PublicPlatform, 'handle'>;

/**
 * What the creator directory filters by (issue 24), one definition for the API's query and the app's request: bands
 * from verification, the "from" price in KES minor units, the revealed rating's floor, a language by name.
 */
export interface DirectoryFilters {
  platform?: Platform;
  followerBand?: FollowerBand;
  engagementBand?: EngagementBand;
  priceMin?: number;
  priceMax?: number;
  minRating?: number;
  language?: string;
}

/** A verified creator as the directory and the header search show one: bands, rating and "from" price, never exact figures. */
export interface DirectoryCard {
  id: string;
  name: string;
  username: string;
  avatar: string | null;
  country: string;
  niches: string[];
  languages: string[];
  platforms: DirectoryPlatform[];
  verifiedAt: string;
  rating: RatingSummary;
  /** The lowest of the creator's packages and past agreed fees, in KES minor units; null with neither. */
  fromPrice: number | null;
}

/**
 * One page of the creator directory (GET /api/directory/creators). The total is counted up to a cap (1,000): with
 * `totalIsCapped`, more creators than `total` match, and a next page exists (docs/decisions/0019-trust.md).
 */
export interface DirectoryPage {
  items: DirectoryCard[];
  /** How many creators match; with `totalIsCapped`, the cap, which more than that many pass. */
  total: number;
  totalIsCapped: boolean;
  page: number;
  perPage: number;
}

/** No account id, nor a review's contract: the page uses neither, and anyone may read it. */
export interface CreatorPage {
  name: string;
  username: string;
  avatar: string | null;
  bio: string;
  country: string;
  languages: string[];
  niches: string[];
  platforms: PublicPlatform[];
  verifiedAt: string;
  rating: RatingSummary;
  /** The newest revealed reviews about the creator, at most 20. */
  reviews: PublicReview[];
  packages: CreatorPackage[];
  /** Deliverables of completed contracts whose brand agreed to show them, newest first. */
  pastWork: PublicPastWork[];
}
