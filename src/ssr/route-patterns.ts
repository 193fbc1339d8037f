/**
 * The app's route paths as patterns for the static server (mock-server/static.ts): a path that matches one gets
 * app.html with 200, anything else 404.html with 404. `$param` matches one segment, a trailing `$` the rest.
 */
export function routePatterns(paths: Iterable<string>): string[] {
  const out = new Set<string>();
  for (const p of paths) {
    const clean = p === '/' ? '/' : p.replace(/\/$/, '');
    if (clean.startsWith('/')) out.add(clean);
  }
  return [...out].sort();
}
