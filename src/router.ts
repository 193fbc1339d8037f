import { createRouter } from '@tanstack/react-router';
import { auth, navigation } from './lib/auth.ts';
import { routeTree } from './routeTree.gen.ts';

export const router = createRouter({
  routeTree,
  context: { auth },
  defaultPreload: 'intent',
  scrollRestoration: true,
  defaultPendingMs: 0,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

// The auth actor lives outside React; it reaches the router through these two links.
navigation.toLogin = () => {
  if (router.state.location.pathname !== '/login') void router.navigate({ to: '/login' });
};
let signedIn = auth.getSnapshot().context.user !== null;
let role = auth.getSnapshot().context.user?.role;
auth.subscribe((snapshot) => {
  const user = snapshot.context.user;
  if ((user !== null) !== signedIn || user?.role !== role) {
    signedIn = user !== null;
    role = user?.role;
    void router.invalidate();
  }
});
