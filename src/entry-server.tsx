import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createRequestHandler, getSsrStatus, RouterServer } from '@tanstack/react-router/ssr/server';
import { serverAuthHandle } from './auth/server-auth-handle.ts';
import { titleFromMatches } from './lib/document-title.ts';
import { createAppRouter, type AppRouter } from './router.ts';
import { preloadLinksHtml } from './ssr/head-links.ts';
import { routePatterns } from './ssr/route-patterns.ts';

export { PRERENDER_PATHS, NOT_FOUND_PATH } from './ssr/prerender-paths.ts';
export { PRERENDERED_ATTRIBUTE } from './ssr/prerendered.ts';

/** Every route's full path, for the static server's 200-or-404 rule. */
export function routePaths(): string[] {
  const router = createAppRouter({ auth: serverAuthHandle, server: true });
  return routePatterns(Object.keys(router.routesByPath));
}

/** One prerendered page: its markup for #root, its title, its preload links and the address it was rendered for; or where it redirects. */
export type PrerenderResult =
  | { type: 'page'; status: number; html: string; title: string; head: string; href: string }
  | { type: 'redirect'; status: number; location: string };

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return await new Response(stream).text();
}

/**
 * Renders one path as the browser would with nobody signed in, through TanStack Router's own SSR and React's
 * `prerender`, which waits for every Suspense boundary and so writes no streamed inline script.
 */
export async function renderPage(path: string): Promise<PrerenderResult> {
  let rendered: { html: string; router: AppRouter } | undefined;
  const handler = createRequestHandler({
    request: new Request(new URL(path, 'http://localhost')),
    createRouter: () => createAppRouter({ auth: serverAuthHandle, server: true }),
  });
  const response = await handler(async ({ router, responseHeaders }) => {
    const { prelude } = await prerender(
      <StrictMode>
        <RouterServer router={router} />
      </StrictMode>,
      // React outlines a large Suspense boundary into a hidden segment revealed by an inline script; the CSP
      // forbids that, and a static page has nothing to stream, so every boundary stays inline.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    rendered = { html: await readAll(prelude), router };
    return new Response(null, { status: getSsrStatus(router), headers: responseHeaders });
  });
  if (!rendered) return { type: 'redirect', status: response.status, location: response.headers.get('Location') ?? '/' };
  const { router, html } = rendered;
  const failed = router.state.matches.find((m) => m.status === 'error');
  if (failed) throw new Error(`Prerendering ${path}: ${failed.routeId} failed: ${String(failed.error)}`);
  return {
    type: 'page',
    status: response.status,
    html,
    title: titleFromMatches(router.state.matches) ?? 'Sauti',
    head: preloadLinksHtml(router.state.matches),
    href: router.state.location.href,
  };
}
