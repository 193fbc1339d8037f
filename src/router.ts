import { createRouter } from '@tanstack/react-router';
import { Loading } from './components/loading.tsx';
import type { AuthHandle } from './auth/auth-handle.ts';
import { routeTree } from './routeTree.gen.ts';

export interface AppRouterOptions {
  auth: AuthHandle;
  /** Prerendering at build time (docs/decisions/0017): no scroll restoration, whose server side is an inline script. */
  server?: boolean;
  /** The first load renders prerendered markup: at build time, and in the browser to hydrate it (src/ssr/hydrate.tsx). */
  prerendering?: boolean;
}

/** One router per app (the browser) or per prerendered page (the build). */
export function createAppRouter({ auth, server = false, prerendering = server }: AppRouterOptions) {
  return createRouter({
    routeTree,
    context: { auth, prerendering },
    isServer: server,
    defaultPreload: 'intent',
    scrollRestoration: !server,
    // Every guarded route shows 'Loading...' at once while it waits for the session check.
    defaultPendingMs: 0,
    defaultPendingComponent: Loading,
    // No forced minimum: a page that is ready at once must not flash 'Loading...' for half a second.
    defaultPendingMinMs: 0,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
