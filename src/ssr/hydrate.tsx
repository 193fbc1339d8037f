import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import type { TsrSsrGlobal } from '@tanstack/react-router/ssr/client';
import type { AppRouter } from '../router.ts';
import { toDehydratedRouter, type PrerenderState } from './state.ts';

declare global {
  interface Window {
    $_TSR?: TsrSsrGlobal;
  }
}

/** Marks the document once hydration has committed without a mismatch (the browser suite reads it; 'client' is main.tsx's). */
function HydrationMark({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydration ??= 'ok';
  }, []);
  return children;
}

/**
 * Hands the JSON state to TanStack Router's own hydrate() through the global it reads, in the shape its inline
 * bootstrap script would have made, then hydrates the prerendered markup.
 */
export function hydratePage(root: HTMLElement, router: AppRouter, state: PrerenderState, wrap: (node: ReactNode) => ReactNode): Root {
  window.$_TSR = { router: toDehydratedRouter(state), buffer: [], p: (script) => script(), h() {}, e() {}, c() {} };
  return hydrateRoot(root, wrap(<HydrationMark><RouterClient router={router} /></HydrationMark>), {
    onRecoverableError(error) {
      document.documentElement.dataset.hydration = 'mismatch';
      console.error('Hydration mismatch:', error);
    },
  });
}
