import { describe, expect, it } from 'vitest';
import { DIRECTORY_SORTS, FOLLOWER_BAND_IDS } from '../../src/domain/campaign-types.ts';
import { PLATFORMS } from '../../src/domain/catalog.ts';
import { ENGAGEMENT_BANDS } from '../../src/domain/creator-page.ts';
import { apiFilters, searchFilters, searchSort, urlFilters, wholeNumber } from '../../src/routes/_public/-components/directory-search-params.ts';

describe("the directory's search filters from the URL (issue 24)", () => {
  it('keeps every platform, follower band and engagement band the domain defines, and nothing else', () => {
    for (const platform of PLATFORMS) expect(searchFilters({ platform }).platform).toBe(platform);
    for (const followerBand of FOLLOWER_BAND_IDS) expect(searchFilters({ followerBand }).followerBand).toBe(followerBand);
    for (const engagementBand of Object.keys(ENGAGEMENT_BANDS)) expect(searchFilters({ engagementBand }).engagementBand).toBe(engagementBand);
    expect(searchFilters({ platform: 'myspace', followerBand: 'huge', engagementBand: 'toString' })).toMatchObject({ platform: undefined, followerBand: undefined, engagementBand: undefined });
  });

  it('takes whole numbers within their bounds (prices in shillings, a rating from 1 to 5), and sets every key', () => {
    expect([1, 5, 0, 6, 4.5, Number.NaN, undefined].map((v) => wholeNumber(v, 1, 5))).toEqual([1, 5, undefined, undefined, undefined, undefined, undefined]);
    expect(searchFilters({ priceMin: 0, priceMax: 45_000, minRating: 4, language: 'Swahili' })).toStrictEqual({
      platform: undefined, followerBand: undefined, engagementBand: undefined, priceMin: 0, priceMax: 45_000, minRating: 4, language: 'Swahili',
    });
    expect(searchFilters({ priceMax: -1, minRating: 9, language: '' })).toMatchObject({ priceMax: undefined, minRating: undefined, language: undefined });
  });

  it('sends prices to the API in cents', () => {
    expect(apiFilters(searchFilters({ priceMin: 100, priceMax: 45_000 }))).toMatchObject({ priceMin: 10_000, priceMax: 4_500_000 });
  });
});

describe("the directory's sort from the URL", () => {
  it("keeps every sort the API has but `followers` (the menu's `top`), and falls back to Top Creators", () => {
    expect(DIRECTORY_SORTS.map(searchSort)).toEqual(DIRECTORY_SORTS.map((s) => (s === 'followers' ? 'top' : s)));
    expect([undefined, 'random', 'toString'].map(searchSort)).toEqual(['top', 'top', 'top']);
  });
});

describe("the directory's filters for a navigation", () => {
  it('leaves out what is not set and keeps numbers as numbers, so the router writes priceMax=45000, not "45000"', () => {
    expect(urlFilters({ platform: 'instagram', priceMax: 45_000, minRating: undefined })).toStrictEqual({ platform: 'instagram', priceMax: 45_000 });
  });
});

describe('a price range from a hand-edited URL', () => {
  it('drops a highest price below the lowest, so the API is not asked for a range it refuses', () => {
    expect(searchFilters({ priceMin: 5000, priceMax: 1000 })).toMatchObject({ priceMin: 5000, priceMax: undefined });
    expect(searchFilters({ priceMin: 5000, priceMax: 5000 })).toMatchObject({ priceMin: 5000, priceMax: 5000 });
    expect(searchFilters({ priceMax: 1000 })).toMatchObject({ priceMin: undefined, priceMax: 1000 });
  });
});
