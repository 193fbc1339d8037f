import { FOLLOWER_BANDS, type FollowerBand } from '../domain/campaign-types.ts';
import { ENGAGEMENT_BANDS, type EngagementBand } from '../domain/creator-page.ts';

/** A creator's public page, /c/{username} (issue 24). */
const count = (n: number) => n.toLocaleString('en');
const range = ({ min, max }: { min: number; max: number | null }, unit: (n: number) => string) => (max === null ? `${unit(min)} or more` : `${unit(min)} to ${unit(max)}`);

/** The page's title; the server writes the same into the HTML for link previews (mock-server/creator-page-html.ts). */
export const creatorPageTitle = (name: string, username: string) => `${name} (@${username})`;

export const creatorPageCopy = {
  verified: 'Verified by Sauti',
  languages: 'Languages',
  niches: 'Niches',
  rating: (average: number | null, n: number) => (average === null ? 'No reviews yet' : `Rated ${average} out of 5 from ${n} ${n === 1 ? 'review' : 'reviews'}`),
  platformsHeading: 'Platforms',
  platformsIntro: 'Followers and engagement as verified by Sauti, in bands.',
  followers: (band: FollowerBand | null) => (band === null ? 'Under 1,000 followers' : `${range(FOLLOWER_BANDS[band], count)} followers`),
  engagement: (band: EngagementBand) => `${range(ENGAGEMENT_BANDS[band], (n) => `${n}%`)} engagement`,
  packagesHeading: 'Packages',
  packagesIntro: 'Fixed-price offers: what you get, for how much, and how soon.',
  // Buying a package is the next slice of issue 24 (decision 0019): until then the page must not read as a shop.
  packagesNotBookable: 'Booking a package on Sauti is not available yet.',
  noPackages: 'No packages yet.',
  delivery: (days: number) => `Delivered within ${days} ${days === 1 ? 'day' : 'days'}`,
  reviewsHeading: 'Reviews from brands',
  noReviews: 'No reviews yet. A brand’s review appears here after a contract ends, once both sides have reviewed it or the 14 days to review have passed.',
  reviewBy: (brand: string) => `${brand}’s review`,
  back: 'Browse all creators',
} as const;
