import { DIRECTORY_SORTS, FOLLOWER_BAND_IDS, type DirectorySort, type FollowerBand } from '../../../domain/campaign-types.ts';
import { PLATFORMS } from '../../../domain/catalog.ts';
import { ENGAGEMENT_BANDS, type EngagementBand } from '../../../domain/creator-page.ts';
import type { Platform } from '../../../domain/onboarding-types.ts';

/**
 * The search filters of /creators (issue 24), typed from the URL. The route's `validateSearch` ships with every page
 * (docs/decisions/0008: /brand had 0.1 KB left), so it only keeps these as short text; this module, loaded with the
 * route's loader and component, turns them into their types and drops what does not fit, as `validateSearch` would.
 */
const member = <T extends string>(values: readonly T[], value: string | undefined): T | undefined =>
  value !== undefined && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** The app's sorts: the API's `followers` is the menu's `top` (Top Creators, most followers first). */
export type DirectoryAppSort = Exclude<DirectorySort, 'followers'>;
const APP_SORTS = DIRECTORY_SORTS.filter((s): s is DirectoryAppSort => s !== 'followers');

/** The URL's sort; Top Creators, the directory's default, when it has none that fits (a header Categories link). */
export const searchSort = (value: string | undefined): DirectoryAppSort => member(APP_SORTS, value) ?? 'top';

export type RawSearchFilters = Partial<Record<'platform' | 'followerBand' | 'engagementBand' | 'language', string> & Record<'priceMin' | 'priceMax' | 'minRating', number>>;


/** A whole number from `min` to `max`, e.g. a price in shillings or a rating. */
export function wholeNumber(value: number | undefined, min: number, max: number): number | undefined {
  return value !== undefined && Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

/** Every key set (to undefined when absent), so spread over the raw search it replaces each raw value. */
export interface SearchFilters {
  platform: Platform | undefined;
  followerBand: FollowerBand | undefined;
  engagementBand: EngagementBand | undefined;
  /** Whole shillings here; cents once `apiFilters` has them. */
  priceMin: number | undefined;
  priceMax: number | undefined;
  minRating: number | undefined;
  language: string | undefined;
}

/** A highest price below the lowest (a hand-edited URL) is dropped, so the API is never asked for an empty range it refuses. */
export function searchFilters(raw: RawSearchFilters): SearchFilters {
  const priceMin = wholeNumber(raw.priceMin, 0, 1e12);
  const priceMax = wholeNumber(raw.priceMax, 0, 1e12);
  return {
    platform: member(PLATFORMS, raw.platform),
    followerBand: member(FOLLOWER_BAND_IDS, raw.followerBand),
    engagementBand: member(Object.keys(ENGAGEMENT_BANDS) as EngagementBand[], raw.engagementBand),
    priceMin,
    priceMax: priceMin !== undefined && priceMax !== undefined && priceMax < priceMin ? undefined : priceMax,
    minRating: wholeNumber(raw.minRating, 1, 5),
    language: raw.language || undefined,
  };
}

/** The filters as the API takes them: prices in cents (the URL has whole shillings, readable when shared). */
export function apiFilters(filters: SearchFilters): SearchFilters {
  const cents = (shillings: number | undefined) => (shillings === undefined ? undefined : shillings * 100);
  return { ...filters, priceMin: cents(filters.priceMin), priceMax: cents(filters.priceMax) };
}

/** The filters for a navigation: what is set, numbers as numbers (the router writes them plainly: `priceMax=45000`). */
export function urlFilters(filters: Partial<SearchFilters>): RawSearchFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as RawSearchFilters;
}
