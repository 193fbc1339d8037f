import type { User } from '../domain/user-types.ts';
import { authSlot, type AuthActor } from './auth-slot.ts';
import { SESSION_KEY } from '../lib/session.ts';

/**
 * The router's way to the auth actor without loading it up front (docs/decisions/0008). XState, the
 * machine and the API client load only when someone has a stored session or signs in; a visitor on a
 * public page never downloads them. `auth.ts` announces its actor in `auth-slot.ts` the moment it is evaluated.
 */
export interface AuthHandle {
  /** The actor, once loaded; null before. */
  current(): AuthActor | null;
  /** Loads the actor (once) and resolves with it. */
  load(): Promise<AuthActor>;
  /** The signed-in user after the initial session check; null at once when there is no session to check. */
  user(): Promise<User | null>;
  /** Called once the actor is loaded. */
  onLoad(listener: () => void): () => void;
}

export const authHandle: AuthHandle = {
  current: authSlot.current,
  load: async () => (await import('./auth.ts')).auth,
  async user() {
    // Reading the key is enough here: a stored value that cannot be parsed is warned about by the actor.
    if (!authSlot.current() && localStorage.getItem(SESSION_KEY) === null) return null;
    const { auth, authReady } = await import('./auth.ts');
    return (await authReady(auth)).context.user;
  },
  onLoad: authSlot.onFill,
};
