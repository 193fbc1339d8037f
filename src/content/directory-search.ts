/**
 * Copy for the creator directory's search filters and cards (issue 24), apart from content/directory.ts, which the
 * /creators route loads with every page: this loads only with the directory's own components.
 */
export const directorySearchCopy = {
  platform: 'Platform',
  anyPlatform: 'Any platform',
  followerBand: 'Followers',
  anyFollowers: 'Any number of followers',
  engagementBand: 'Engagement',
  anyEngagement: 'Any engagement',
  priceMin: 'Lowest “from” price (KES)',
  priceMax: 'Highest “from” price (KES)',
  minRating: 'Rating',
  anyRating: 'Any rating',
  rating: (n: number) => (n === 5 ? '5 stars' : `${n} stars and up`),
  language: 'Language',
  /** The sorts the header menu does not list. */
  sorts: { match: 'Best match', rating: 'Best rated', price: 'Lowest price', followers: 'Most followers' },
  /** The other filters in words, after the summary, e.g. "Instagram, 100,000 to 500,000 followers, rated 4 and up." */
  also: (parts: string[]) => (parts.length === 0 ? '' : ` Filters: ${parts.join(', ')}.`),
  priceAtLeast: (amount: string) => `from ${amount} or more`,
  priceAtMost: (amount: string) => `from ${amount} or less`,
  ratedAtLeast: (n: number) => `rated ${n} and up`,
  speaks: (language: string) => `speaks ${language}`,
} as const;

export const directoryCardCopy = {
  rating: (average: number | null, n: number) => (average === null ? 'No reviews yet' : `Rated ${average} out of 5 (${n} ${n === 1 ? 'review' : 'reviews'})`),
  fromPrice: (amount: string) => `From ${amount}`,
  noPrice: 'No packages yet',
  languages: 'Languages',
} as const;
