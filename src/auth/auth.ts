import { createActor, fromPromise, waitFor } from 'xstate';
import { authMachine } from '../../machines/flows/authMachine.ts';
import type { Session } from '../domain/user-types.ts';
import { fetchMe, logout } from '../api/auth.ts';
import { SESSION_EXPIRED_STATUSES, setSessionExpiredHandler, type ApiError } from '../lib/api.ts';
import { clearSession, readSession, writeSession } from '../lib/session.ts';
import { notify } from '../lib/toast.ts';
import { session as copy } from '../content/session.ts';
import { inspect } from '../lib/inspect.ts';
import { navigation } from '../lib/navigation.ts';
import { authSlot, type AuthActor } from './auth-slot.ts';

export type { AuthActor } from './auth-slot.ts';

/**
 * The stored session, checked with the server: a revoked or expired token ends it, while a server
 * that cannot be reached keeps it (nobody is signed out for being offline).
 */
async function loadStoredSession(): Promise<Session | null> {
  const stored = readSession();
  if (!stored) return null;
  try {
    const user = await fetchMe(stored.token);
    const session = { user: { ...stored.user, ...user }, token: stored.token };
    writeSession(session);
    return session;
  } catch (error) {
    if (SESSION_EXPIRED_STATUSES.includes((error as ApiError).status ?? 0)) {
      clearSession();
      return null;
    }
    return stored;
  }
}

/** The app's auth actor: created once, at module scope, and placed in the router context. */
export const auth: AuthActor = createActor(
  authMachine.provide({
    actors: {
      loadSession: fromPromise(() => loadStoredSession()),
      logout: fromPromise(async ({ input }) => logout(input.token)),
    },
    actions: {
      persistSession: (_, { session }) => writeSession(session),
      clearStoredSession: () => clearSession(),
      notifyLoggedOut: () => notify({ ...copy.loggedOut, variant: 'success' }),
      redirectToLogin: () => navigation.toLogin(),
      logError: (_, { error }) => console.error('Logout failed:', error),
    },
  }),
  { inspect },
);

setSessionExpiredHandler(() => auth.send({ type: 'SESSION.EXPIRED' }));
auth.start();
authSlot.fill(auth);

/** Resolves once the initial session check is over. */
export const authReady = (actor: AuthActor = auth) => waitFor(actor, (s) => !s.hasTag('loading'));
