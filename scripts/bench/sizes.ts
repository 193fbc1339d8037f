import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * What a page loads first, from a production build's .vite/manifest.json: the entry chunk and its static
 * imports, plus every split chunk of the page's route files and their static imports. Same approach as
 * scripts/budget.ts (which does not export its helpers).
 */
type Chunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };

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
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const cache = new Map<string, number>();
  const gz = (file: string) => {
    if (!cache.has(file)) cache.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
    return cache.get(file)!;
  };
  const closure = (keys: string[], seen: Set<string>): Set<string> => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      closure(manifest[key]?.imports ?? [], seen);
    }
    return seen;
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error(`No entry chunk in ${dist}/.vite/manifest.json`);
  const routeChunks = (route: string) => Object.keys(manifest).filter((k) => k.startsWith(`src/routes/${route}`) && k.includes('tsr-split'));

  const sizes = new Map<string, PageSize | undefined>();
  for (const page of pages) {
    const routes = PAGE_ROUTES[page];
    if (!routes) {
      sizes.set(page, undefined);
      continue;
    }
    const keys = closure(routes.flatMap(routeChunks), closure([entry], new Set()));
    const cssFiles = new Set([...keys].flatMap((k) => manifest[k]!.css ?? []));
    sizes.set(page, {
      js: [...keys].reduce((n, k) => n + (manifest[k]!.file.endsWith('.js') ? gz(manifest[k]!.file) : 0), 0),
      css: [...cssFiles].reduce((n, f) => n + gz(f), 0),
    });
  }
  return sizes;
}
