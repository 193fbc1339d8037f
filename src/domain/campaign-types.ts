/**
 * The campaign domain (campaigns issue), shared by the app and the local API (docs/decisions/0007).
 * Money is always an integer in minor units (cents), with its currency beside it.
 */
import type { Platform } from './onboarding-types.ts';
import type { ActedBy } from './partner-types.ts';
import type { ApplicationTermsAcceptance, UsageRight } from './usage-rights.ts';

export const OBJECTIVES = ['awareness', 'engagement', 'conversions'] as const;
export type Objective = (typeof OBJECTIVES)[number];

export const CURRENCIES = ['KES', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
/** Minor units per major unit: both currencies count cents. */
export const MINOR_PER_MAJOR = 100;
/** Sauti's home currency: M-Pesa's, and the one whose ledger accounts carry no currency suffix. */
export const HOME_CURRENCY: Currency = 'KES';

export const GOAL_METRICS = ['impressions', 'reach', 'clicks', 'engagements', 'conversions', 'sales'] as const;
export type GoalMetric = (typeof GOAL_METRICS)[number];

export const AGE_BANDS = ['13-17', '18-24', '25-34', '35-44', '45-54', '55+'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

export const GENDERS = ['female', 'male', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/** Follower bands: inclusive minimum, exclusive maximum (null: no upper limit). */
export const FOLLOWER_BANDS = {
  nano: { min: 1_000, max: 10_000 },
  micro: { min: 10_000, max: 100_000 },
  mid: { min: 100_000, max: 500_000 },
  macro: { min: 500_000, max: 1_000_000 },
  mega: { min: 1_000_000, max: null },
} as const satisfies Record<string, { min: number; max: number | null }>;
export type FollowerBand = keyof typeof FOLLOWER_BANDS;
export const FOLLOWER_BAND_IDS = Object.keys(FOLLOWER_BANDS) as FollowerBand[];

export const DELIVERABLE_TYPES = ['post', 'story', 'reel', 'video', 'short', 'live'] as const;
export type DeliverableType = (typeof DELIVERABLE_TYPES)[number];

export const DEFAULT_MAX_REVISIONS = 2;
export const MAX_REVISIONS_LIMIT = 5;
/** The spec promises verification "within 1-3 business days". */
export const VERIFICATION_BUSINESS_DAYS = 3;

export interface Goal {
  metric: GoalMetric;
  target: number;
}

export interface DeliverableTemplate {
  platform: Platform;
  type: DeliverableType;
  quantity: number;
  dueDays: number;
  /**
   * Where, for how long and in which countries the brand may use these posts, each with its price (issue 24; decision
   * 0019, "Usage rights in campaign briefs"). None: the brand may only use the posts where they were published.
   */
  rights: UsageRight[];
}

export interface Audience {
  /** ISO 3166-1 alpha-2 codes. */
  countries: string[];
  ageBands: AgeBand[];
  genders: Gender[];
}

/** Everything the brand writes in the wizard. A draft may leave any of it empty; submitting needs all of it. */
export interface CampaignBrief {
  title: string;
  brief: string;
  objective: Objective | null;
  goals: Goal[];
  currency: Currency;
  /** Minor units. */
  budgetTotal: number | null;
  feeMin: number | null;
  feeMax: number | null;
  slots: number | null;
  audience: Audience;
  /** From the spec's §9 niche list (NICHE_SUGGESTIONS). */
  niches: string[];
  platforms: Platform[];
  followerBand: FollowerBand | null;
  deliverables: DeliverableTemplate[];
  /** ISO dates (YYYY-MM-DD). */
  startDate: string | null;
  endDate: string | null;
  maxRevisions: number;
  landingUrl: string;
  /** Optional, E.164 digits with a leading + (e.g. +254712345678), or ''. */
  whatsappNumber: string;
}

export interface ReviewNote {
  kind: 'approved' | 'changes_requested' | 'rejected';
  text: string;
  at: string;
  by: string;
}

export interface Campaign extends CampaignBrief {
  id: string;
  brandId: string;
  brandName: string;
  status: CampaignStatus;
  reviewNotes: ReviewNote[];
  createdAt: string;
  updatedAt: string;
  submittedAt: string | null;
  /** The partner that last changed it on the brand's behalf (issue 25); null or absent when the brand did. */
  actedBy?: ActedBy | null;
  /** Accepted creators so far (derived from contracts by the API). */
  acceptedCount: number;
}

export const CAMPAIGN_STATUSES = [
  'draft', 'pending_review', 'changes_requested', 'approved', 'funding', 'rejected',
  'recruiting', 'recruiting_paused', 'in_progress', 'in_progress_paused', 'completed', 'cancelled',
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** The wizard edits a draft, or a campaign whose changes the Sauti team asked for (saving makes it a draft again). */
export const isEditableCampaign = (status: CampaignStatus): boolean => status === 'draft' || status === 'changes_requested';

export const APPLICATION_STATUSES = ['invited', 'declined', 'applied', 'shortlisted', 'accepted', 'rejected', 'withdrawn', 'expired'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** Applications sent and not yet answered: they count against a creator's plan, and their usage terms can still be accepted. */
export const OPEN_APPLICATION_STATUSES = ['applied', 'shortlisted'] as const satisfies readonly ApplicationStatus[];
export const isOpenApplication = (status: string | undefined): boolean => (OPEN_APPLICATION_STATUSES as readonly string[]).includes(status ?? '');

export const VERIFICATION_STATUSES = ['none', 'pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** One platform of a creator's self-reported verification submission. */
export interface PlatformStats {
  platform: Platform;
  handle: string;
  profileUrl: string;
  followers: number;
  /** Percent, e.g. 4.1 means 4.1%. */
  engagementRate: number;
  /** Shares in percent; each split sums to 100. Country keys are ISO codes. */
  audience: {
    countries: Record<string, number>;
    ageBands: Partial<Record<AgeBand, number>>;
    genders: Partial<Record<Gender, number>>;
  };
}

/** One factor of a match score. Σ contribution over factors = score. */
export interface MatchFactor {
  key: 'niche' | 'geography' | 'demographics' | 'engagement' | 'performance' | 'price';
  weight: number;
  /** The factor's own value in 0..1 before weighting. */
  raw: number;
  contribution: number;
  reason: string;
}

export interface Match {
  campaignId: string;
  creatorId: string;
  /** 0..100, rounded to one decimal. */
  score: number;
  factors: MatchFactor[];
  /** The top reasons, best first (at least one). */
  reasons: string[];
  /** The weakest point, e.g. "fee 15% over budget", or null. */
  caveat: string | null;
  modelVersion: string;
}

/** A verified creator as lists, search and matches show them (no contact details). */
export interface CreatorCard {
  id: string;
  name: string;
  username: string;
  avatar: string | null;
  country: string;
  niches: string[];
  platforms: Array<{ platform: Platform; handle: string; followers: number; engagementRate: number }>;
  totalFollowers: number;
  verifiedAt: string;
}

/** A creator's verification record (one per creator account). */
export interface Verification {
  id: string;
  creatorId: string;
  status: Exclude<VerificationStatus, 'none'>;
  platforms: PlatformStats[];
  /** The creator's usual fee per deliverable, used for price fit before they propose one. */
  rate: { currency: Currency; amount: number };
  submittedAt: string;
  /** submittedAt plus VERIFICATION_BUSINESS_DAYS business days (EAT). */
  expectedBy: string;
  decidedAt: string | null;
  /** The admin's reason when rejected. */
  reason: string | null;
}

/** A creator's own verification as GET /verification/me answers it: the record without its ids, or status 'none' and nulls before a first submission. */
export interface MyVerification {
  status: VerificationStatus;
  platforms: PlatformStats[];
  rate: { currency: Currency; amount: number } | null;
  submittedAt: string | null;
  expectedBy: string | null;
  decidedAt: string | null;
  reason: string | null;
}

export interface Application {
  id: string;
  campaignId: string;
  creatorId: string;
  status: ApplicationStatus;
  pitch: string;
  /** Minor units, in the campaign's currency. */
  proposedFee: number;
  matchScoreAtApply: number | null;
  /** The creator's acceptance of the brief's usage terms when applying (issue 24); null for an invitation not answered yet. */
  termsAcceptance: ApplicationTermsAcceptance | null;
  createdAt: string;
  updatedAt: string;
}

export interface Contract {
  id: string;
  campaignId: string;
  applicationId: string;
  brandId: string;
  creatorId: string;
  agreedFee: number;
  currency: Currency;
  status: 'active' | 'completed' | 'cancelled';
  createdAt: string;
}

export interface Notification {
  id: string;
  userId: string;
  type: string;
  title: string;
  body: string;
  /** An app path to open, e.g. /brand/campaigns/abc. */
  href: string | null;
  createdAt: string;
  readAt: string | null;
}

/** The creator directory's orders: the header's Influencers menu, then the search's (issue 24). */
export const DIRECTORY_SORTS = ['top', 'trending', 'new', 'verified', 'country', 'match', 'rating', 'price', 'followers'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];
