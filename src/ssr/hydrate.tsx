import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import type { AppRouter } from '../router.ts';

/**
 * Hydrates a prerendered page (docs/decisions/0017). The router first loads the address as it would for a client
 * render, with `prerendering` still set so that a loader of API data leaves it out, as the build did: the matches
 * then render exactly the markup the build wrote. Nothing suspends at the root, and the routes' Suspense boundaries
 * hydrate in a pass after the root commits, as React does with server-rendered boundaries (HydrationMark says when).
 */
export async function hydratePage(root: HTMLElement, router: AppRouter, wrap: (node: ReactNode) => ReactNode): Promise<Root> {
  // What TanStack's own hydrate() marks first: the matches then render in the boundaries the server gave them.
  router.ssr = { manifest: undefined };
  await router.load();
  // From now on loaders fetch as usual: the page asks again for what it left out (the recruitment roles).
  router.options.context.prerendering = false;
  return hydrateRoot(root, wrap(<RouterProvider router={router} />), {
    onRecoverableError(error) {
      document.documentElement.dataset.hydration = 'mismatch';
      console.error('Hydration mismatch:', error);
    },
  });
}
