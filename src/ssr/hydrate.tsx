import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { hydrate, type TsrSsrGlobal } from '@tanstack/react-router/ssr/client';
import type { AppRouter } from '../router.ts';
import { toDehydratedRouter, type PrerenderState } from './state.ts';

declare global {
  interface Window {
    $_TSR?: TsrSsrGlobal;
  }
}

/**
 * Hands the JSON state to TanStack Router's own hydrate() through the global it reads, in the shape its inline
 * bootstrap script would have made, then hydrates the prerendered markup.
 *
 * TanStack's RouterClient renders at once and suspends at the top until hydrate() resolves. Awaiting hydrate() first
 * (it restores the matches and loads their route chunks) means the root never suspends. The routes' Suspense
 * boundaries still hydrate in a pass after the root commits, as React does with server-rendered boundaries:
 * HydrationMark, last in the public layout, says when that is done.
 */
export async function hydratePage(root: HTMLElement, router: AppRouter, state: PrerenderState, wrap: (node: ReactNode) => ReactNode): Promise<Root> {
  window.$_TSR = { router: toDehydratedRouter(state), buffer: [], p: (script) => script(), h() {}, e() {}, c() {} };
  await hydrate(router);
  return hydrateRoot(root, wrap(<RouterProvider router={router} />), {
    onRecoverableError(error) {
      document.documentElement.dataset.hydration = 'mismatch';
      console.error('Hydration mismatch:', error);
    },
  });
}
