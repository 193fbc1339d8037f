/**
 * Copy for the creator directory's page, search filters and cards (issue 24), apart from content/directory.ts, which
 * the /creators route loads with every page (decision 0008): this loads only with the directory's own components.
 */

/** A count of creators in figures, "1,234"; one counted only up to a cap (the API's `totalIsCapped`) reads "1,000+". */
export const creatorCount = (total: number, capped: boolean) => `${total.toLocaleString('en')}${capped ? '+' : ''}`;

/** The directory page's intro, filters and result line. */
export const directoryListCopy = {
  intro:
    'Every creator listed here has been verified by the Sauti team. Followers and engagement are shown in bands, as verified.',
  filters: {
    label: 'Filter creators',
    q: 'Name or username',
    niche: 'Niche',
    anyNiche: 'All niches',
    country: 'Country',
    anyCountry: 'All countries',
    sort: 'Sort by',
    apply: 'Apply filters',
    clear: 'Clear filters',
  },
  /**
   * The active filters in words, e.g. "3 verified Fashion creators in Kenya, sorted by Top Creators."; a total counted
   * only up to the API's cap reads "1,000+ verified creators, …".
   */
  summary: ({ total, capped = false, niche, country, q, sort }: { total: number; capped?: boolean; niche?: string; country?: string; q?: string; sort: string }) => {
    const who = `verified ${niche ? `${niche} ` : ''}creator${total === 1 && !capped ? '' : 's'}${country ? ` in ${country}` : ''}${q ? ` matching “${q}”` : ''}`;
    return total === 0 ? `No ${who} yet.` : `${creatorCount(total, capped)} ${who}, sorted by ${sort}.`;
  },
  /** The pager's line when the total is capped, e.g. "Page 3 (1,000+ creators)": no page count to give. */
  pageOfCapped: (page: number, total: number) => `Page ${page} (${creatorCount(total, true)} creators)`,
  empty: 'Try another niche or country, or clear the filters.',
  pastEnd: 'There are no creators on this page. Go back to an earlier page.',
} as const;

export const directorySearchCopy = {
  platform: 'Platform',
  anyPlatform: 'Any platform',
  followerBand: 'Followers',
  anyFollowers: 'Any number of followers',
  engagementBand: 'Engagement',
  anyEngagement: 'Any engagement',
  priceMin: 'Lowest “from” price (KES)',
  priceMax: 'Highest “from” price (KES)',
  /** Shown on the highest price when it is below the lowest (the API would refuse the search). */
  priceMaxBelowMin: 'The highest price must be at least the lowest price.',
  minRating: 'Rating',
  anyRating: 'Any rating',
  rating: (n: number) => (n === 5 ? '5 stars' : `${n} stars and up`),
  language: 'Language',
  /** The sorts the header menu does not list. */
  sorts: { match: 'Best match', rating: 'Best rated', price: 'Lowest price' },
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
