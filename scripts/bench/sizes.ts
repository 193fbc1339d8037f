import { readBuild } from '../build-manifest.ts';

/**
 * What a page loads first, from a production build's .vite/manifest.json: the entry chunk and its static
 * imports, plus every split chunk of the page's route files and their static imports (scripts/build-manifest.ts).
 */

/** Route files (under src/routes/) that each benchmarked page loads. */
export const PAGE_ROUTES: Record<string, string[]> = {
  '/': ['_public.tsx', '_public/index.tsx'],
  '/pricing': ['_public.tsx', '_public/pricing.tsx'],
  '/login': ['_public.tsx', '_public/login.tsx'],
  '/recruitment': ['_public.tsx', '_public/recruitment.tsx'],
};

export interface PageSize { js: number; css: number }

/** Gzipped bytes of the initial JavaScript and CSS of each page, for a build in `dist`. */
export function pageSizes(dist: string, pages: string[]): Map<string, PageSize | undefined> {
  const { pageSize } = readBuild(dist);
  return new Map(pages.map((page) => [page, PAGE_ROUTES[page] ? pageSize(PAGE_ROUTES[page]) : undefined]));
}
