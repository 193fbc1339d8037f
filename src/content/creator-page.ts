import { FOLLOWER_BANDS, type FollowerBand } from '../domain/campaign-types.ts';
import { ENGAGEMENT_BANDS, type EngagementBand } from '../domain/creator-page.ts';

/** A creator's public page, /c/{username} (issue 24). */
const count = (n: number) => n.toLocaleString('en');
const range = ({ min, max }: { min: number; max: number | null }, unit: (n: number) => string) => (max === null ? `${unit(min)} or more` : `${unit(min)} to ${unit(max)}`);

/** The page's title; the server writes the same into the HTML for link previews (mock-server/creator-page-html.ts). */
export const creatorPageTitle = (name: string, username: string) => `${name} (@${username})`;

/** "August 2026" from "2026-08". */
const monthWords = (month: string) => new Date(`${month}-01T12:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

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
  packagesBooking: 'A brand books one here and pays as for any campaign; the creator accepts the terms, and the fee is held for them until the work is approved.',
  rightsOf: (line: string) => `${line}:`,
  noRights: 'shared as posted, nothing more',
  book: {
    open: (title: string) => `Book “${title}”`,
    signIn: 'Sign in as a brand to book a package',
    heading: (title: string) => `Book “${title}”`,
    landingUrl: 'Where should the posts send people?',
    landingHint: 'Your website or shop, starting with https://',
    landingError: 'Enter a web address starting with http:// or https://.',
    brief: 'A note for the creator (optional)',
    submit: 'Book and go to payment',
    cancel: 'Cancel',
    done: 'Package booked. Pay for it to send it to the creator.',
    /** The API refused the version the brand saw (409): the page has reloaded with the package's new terms. */
    changed: 'This package changed since you opened it. We have reloaded the page: read its new terms, then book again if they suit you.',
  },
  noPackages: 'No packages yet.',
  delivery: (days: number) => `Delivered within ${days} ${days === 1 ? 'day' : 'days'}`,
  reviewsHeading: 'Reviews from brands',
  noReviews: 'No reviews yet. A brand’s review appears here after a contract ends, once both sides have reviewed it or the 14 days to review have passed.',
  reviewBy: (brand: string) => `${brand}’s review`,
  back: 'Browse all creators',
  pastWorkHeading: 'Past work',
  pastWorkIntro: 'Posts made for brands on Sauti, shown with the brand’s agreement.',
  noPastWork: 'No past work shown yet.',
  pastWorkFor: (brand: string) => `For ${brand}`,
  /** "An Instagram reel, August 2026": what the post is and when the brand approved it. */
  pastWorkWhat: (platform: string, type: string, month: string) => `${platform} ${type} · ${monthWords(month)}`,
  /** Each link's name differs (WCAG 2.4.4): the platform, the type and the month with the brand. */
  viewPost: (brand: string, platform: string, type: string, month: string) => `View the ${platform} ${type} for ${brand}, ${monthWords(month)}`,
} as const;
