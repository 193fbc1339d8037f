import type { AuthHandle } from './auth-handle.ts';

/**
 * The auth handle a prerendered page is rendered with: a build has no visitor, so nobody is signed in.
 * The browser hydrates such a page only when no session is stored (src/main.tsx), so the two agree.
 */
export const serverAuthHandle: AuthHandle = {
  current: () => null,
  load: () => Promise.reject(new Error('No auth actor while prerendering')),
  user: () => Promise.resolve(null),
  onLoad: () => () => {},
};
