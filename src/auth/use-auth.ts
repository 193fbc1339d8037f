import { useSyncExternalStore } from 'react';
import { authHandle } from './auth-handle.ts';

/** Re-renders on every auth change, and once when the actor first loads. */
function subscribe(onChange: () => void): () => void {
  let stop = authHandle.current()?.subscribe(onChange).unsubscribe;
  const off = authHandle.onLoad(() => {
    stop?.();
    stop = authHandle.current()?.subscribe(onChange).unsubscribe;
    onChange();
  });
  return () => {
    off();
    stop?.();
  };
}

/** The signed-in user, or null (also while the auth actor has not loaded: nobody has signed in). */
// A prerendered page is rendered with nobody signed in, and hydrated only when no session is stored (decision 0017).
export const useAuthUser = () => useSyncExternalStore(subscribe, () => authHandle.current()?.getSnapshot().context.user ?? null, () => null);
export const useAuthBusy = () => useSyncExternalStore(subscribe, () => authHandle.current()?.getSnapshot().hasTag('busy') ?? false, () => false);
