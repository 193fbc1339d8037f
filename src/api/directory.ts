import * as v from 'valibot';
import { api, request } from '../lib/api.ts';
import { CampaignSchema } from './campaign-schema.ts';
import { BandedPlatformSchema } from './creator-pages.ts';
import { RatingSchema } from './reviews.ts';

/** Creators per directory page; the local API caps any page at 50. */
export const DIRECTORY_PAGE_SIZE = 12;

import type { DirectorySort } from '../domain/campaign-types.ts';
import type { DirectoryFilters } from '../domain/creator-page.ts';

export type { DirectorySort };

/** A directory card (src/domain/creator-page.ts DirectoryCard): bands, rating and "from" price, never exact figures. */
export const DirectoryCardSchema = v.object({
  id: v.string(), name: v.string(), username: v.string(), avatar: v.nullable(v.string()), country: v.string(),
  niches: v.array(v.string()), languages: v.array(v.string()), platforms: v.array(BandedPlatformSchema),
  verifiedAt: v.string(), rating: RatingSchema, fromPrice: v.nullable(v.number()),
});
export type DirectoryCardView = v.InferOutput<typeof DirectoryCardSchema>;

/** A page and how many match, counted up to a cap: with `totalIsCapped`, more than `total` (src/domain DirectoryPage). */
export const DirectoryPageSchema = v.object({
  items: v.array(DirectoryCardSchema), total: v.number(), totalIsCapped: v.boolean(), page: v.number(), perPage: v.number(),
});

/** A recruiting campaign as public search shows it: no budget, audience or contact details. */
const CampaignResultSchema = v.pick(CampaignSchema, ['id', 'title', 'brandName', 'niches', 'platforms', 'objective', 'currency', 'feeMin', 'feeMax']);
export const SearchSchema = v.object({ creators: v.array(DirectoryCardSchema), campaigns: v.array(CampaignResultSchema) });

export type DirectoryPage = v.InferOutput<typeof DirectoryPageSchema>;
export type CampaignResult = v.InferOutput<typeof CampaignResultSchema>;
export type SearchResults = v.InferOutput<typeof SearchSchema>;

export interface DirectoryQuery extends DirectoryFilters {
  niche?: string;
  country?: string;
  sort?: DirectorySort;
  q?: string;
  page?: number;
}

/** Verified creators only, filtered and sorted by the API; empty filters are left out of the request. */
export function fetchDirectory(query: DirectoryQuery): Promise<DirectoryPage> {
  const searchParams = Object.fromEntries(
    Object.entries({ perPage: DIRECTORY_PAGE_SIZE, ...query }).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, string | number>;
  return request(() => api.get('directory/creators', { searchParams }).json(), (d) => v.parse(DirectoryPageSchema, d));
}

/** The header search: verified creators and recruiting campaigns matching `q`. */
export function fetchSearch(q: string): Promise<SearchResults> {
  return request(() => api.get('search', { searchParams: { q } }).json(), (d) => v.parse(SearchSchema, d));
}
