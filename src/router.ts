import { createRouter } from '@tanstack/react-router';
import { Loading } from './components/loading.tsx';
import { authHandle } from './auth/auth-handle.ts';
import { navigation } from './lib/navigation.ts';
import { routeTree } from './routeTree.gen.ts';

export const router = createRouter({
  routeTree,
  context: { auth: authHandle },
  defaultPreload: 'intent',
  scrollRestoration: true,
  // Every guarded route shows 'Loading...' at once while it waits for the session check.
  defaultPendingMs: 0,
  defaultPendingComponent: Loading,
  // No forced minimum: a page that is ready at once must not flash 'Loading...' for half a second.
  defaultPendingMinMs: 0,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

// The auth actor lives outside React; it reaches the router through these two links.
navigation.toLogin = () => navigation.go('/login');
navigation.go = (path) => {
  if (router.state.location.pathname !== path) void router.navigate({ to: path as never });
};
// Guards run again when someone signs in or out. A role set by onboarding does not re-run them:
// the wizard moves on to its complete page itself.
// The actor loads lazily (auth/auth-handle.ts), so the watch starts when it arrives.
const stopWaiting = authHandle.onLoad(() => {
  stopWaiting();
  const auth = authHandle.current()!;
  let signedIn = auth.getSnapshot().context.user !== null;
  auth.subscribe((snapshot) => {
    if ((snapshot.context.user !== null) !== signedIn) {
      signedIn = !signedIn;
      void router.invalidate();
    }
  });
});
