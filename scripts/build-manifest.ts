import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type Chunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };

/*
 * The route options the router loads before a page renders: the loader, the component and the pending
 * component (router-core's load-client.js, `loadComponents`). The error and not-found components load only
 * when the page fails, so their split chunks are not part of its first load.
 */
const RENDER_PATH = ['loader', 'component', 'pendingComponent'];
/** A route's split chunk (`?tsr-split=component`, `?tsr-split=errorComponent---notFoundComponent`) that a page awaits. */
export const loadsBeforeRender = (key: string) => (key.split('?tsr-split=')[1] ?? '').split('---').some((part) => RENDER_PATH.includes(part));

/**
 * A production build read through its .vite/manifest.json: what a page loads first is the entry chunk and its
 * static imports, plus the split chunks of the page's route files that load before it renders, and their static
 * imports. Shared by `npm run budget` and `npm run bench`.
 */
export function readBuild(dist: string) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const cache = new Map<string, number>();
  /** Gzipped bytes of a built file (level 9), read once. */
  const gz = (file: string) => {
    if (!cache.has(file)) cache.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
    return cache.get(file)!;
  };
  /** Chunks and everything they import statically, by manifest key. */
  const closure = (keys: string[], seen = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      closure(manifest[key]?.imports ?? [], seen);
    }
    return seen;
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error(`No entry chunk in ${dist}/.vite/manifest.json`);
  const initial = closure([entry]);
  const routeChunks = (route: string) => Object.keys(manifest).filter((k) => k.startsWith(`src/routes/${route}`) && loadsBeforeRender(k));
  /** The manifest key ending with `key` (a package under node_modules may be keyed through a symlinked path). */
  const known = (key: string) => {
    const found = manifest[key] ? key : Object.keys(manifest).find((k) => k.endsWith(`/${key}`));
    if (!found) throw new Error(`No chunk "${key}" in ${dist}/.vite/manifest.json: update the page budgets`);
    return found;
  };

  /**
   * Gzipped initial JavaScript and CSS of a page made of these route files (under src/routes/), plus the
   * dynamic imports (manifest keys) it awaits before rendering.
   */
  const pageSize = (routes: string[], awaited: string[] = []) => {
    const routeKeys = routes.flatMap(routeChunks);
    if (routeKeys.length === 0) throw new Error(`No split chunks for ${routes.join(', ')} in ${dist}/.vite/manifest.json`);
    const keys = closure([...routeKeys, ...awaited.map(known)], new Set(initial));
    const css = new Set([...keys].flatMap((k) => manifest[k]!.css ?? []));
    return {
      js: [...keys].reduce((n, k) => n + (manifest[k]!.file.endsWith('.js') ? gz(manifest[k]!.file) : 0), 0),
      css: [...css].reduce((n, f) => n + gz(f), 0),
    };
  };
  return { manifest, gz, initial, pageSize };
}
