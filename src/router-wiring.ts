import type { AuthHandle } from './auth/auth-handle.ts';
import { navigation } from './lib/navigation.ts';
import type { AppRouter } from './router.ts';

/** The browser's links between the auth actor, which lives outside React, and the app's one router. */
export function wireRouter(router: AppRouter, authHandle: AuthHandle): void {
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
}
