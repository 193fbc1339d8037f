import * as v from 'valibot';
import { api, request } from '../lib/api.ts';
import { CreatorCardSchema } from './campaign-schemas.ts';
import { CampaignSchema } from './campaign-schema.ts';

/** Creators per directory page; the local API caps any page at 50. */
export const DIRECTORY_PAGE_SIZE = 12;

import type { DirectorySort } from '../domain/campaign-types.ts';

export type { DirectorySort };

export const DirectoryPageSchema = v.object({ items: v.array(CreatorCardSchema), total: v.number(), page: v.number(), perPage: v.number() });

/** A recruiting campaign as public search shows it: no budget, audience or contact details. */
const CampaignResultSchema = v.pick(CampaignSchema, ['id', 'title', 'brandName', 'niches', 'platforms', 'objective', 'currency', 'feeMin', 'feeMax']);
export const SearchSchema = v.object({ creators: v.array(CreatorCardSchema), campaigns: v.array(CampaignResultSchema) });

export type DirectoryPage = v.InferOutput<typeof DirectoryPageSchema>;
export type CampaignResult = v.InferOutput<typeof CampaignResultSchema>;
export type SearchResults = v.InferOutput<typeof SearchSchema>;

export interface DirectoryQuery {
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
