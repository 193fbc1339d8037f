import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { authMachine } from '../../../machines/flows/authMachine.ts';
import type { Session } from '../../../src/domain/user-types.ts';
import { controllable } from '../../support/actors.ts';

const session: Session = { user: { id: 'u1', name: 'Wanjiru', email: 'brand@sauti.test', role: 'brand', avatar: null }, token: 'tok-1' };
const other: Session = { user: { id: 'u2', name: 'Baraka', email: 'creator@sauti.test', role: 'influencer', avatar: null }, token: 'tok-2' };

function start() {
  const loadSession = controllable<Session | null>();
  const logout = controllable<void, { token: string | null }>();
  const actions = {
    persistSession: vi.fn(),
    clearStoredSession: vi.fn(),
    notifyLoggedOut: vi.fn(),
    redirectToLogin: vi.fn(),
    logError: vi.fn(),
  };
  const actor = createActor(authMachine.provide({ actors: { loadSession: loadSession.logic, logout: logout.logic }, actions })).start();
  return { actor, loadSession, logout, ...actions };
}

async function startSignedIn() {
  const started = start();
  await started.loadSession.resolve(session);
  return started;
}

async function startSignedOut() {
  const started = start();
  await started.loadSession.resolve(null);
  return started;
}

describe('authMachine', () => {
  describe('initial session check', () => {
    it('starts by checking the stored session, tagged loading', () => {
      const { actor, loadSession } = start();

      expect(actor.getSnapshot().value).toBe('checking');
      expect(actor.getSnapshot().hasTag('loading')).toBe(true);
      expect(actor.getSnapshot().context).toEqual({ user: null, token: null });
      expect(loadSession.run).toHaveBeenCalledTimes(1);
    });

    it('is authenticated with the stored user and token when a session is stored', async () => {
      const { actor, loadSession, persistSession } = start();

      await loadSession.resolve(session);

      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toBe('signedIn');
      expect(snapshot.hasTag('signedIn')).toBe(true);
      expect(snapshot.hasTag('loading')).toBe(false);
      expect(snapshot.context).toEqual({ user: session.user, token: session.token });
      // The stored session is already in storage: nothing is written back.
      expect(persistSession).not.toHaveBeenCalled();
    });

    it('is unauthenticated when no session is stored', async () => {
      const { actor, loadSession } = start();

      await loadSession.resolve(null);

      expect(actor.getSnapshot().value).toBe('signedOut');
      expect(actor.getSnapshot().hasTag('loading')).toBe(false);
      expect(actor.getSnapshot().hasTag('signedIn')).toBe(false);
      expect(actor.getSnapshot().context).toEqual({ user: null, token: null });
    });

    it('is unauthenticated when loading the stored session fails', async () => {
      const { actor, loadSession, clearStoredSession, redirectToLogin } = start();

      await loadSession.reject(new Error('Stored session cannot be parsed'));

      expect(actor.getSnapshot().value).toBe('signedOut');
      expect(actor.getSnapshot().hasTag('loading')).toBe(false);
      expect(actor.getSnapshot().context).toEqual({ user: null, token: null });
      expect(clearStoredSession).not.toHaveBeenCalled();
      expect(redirectToLogin).not.toHaveBeenCalled();
    });
  });

  describe('signing in', () => {
    it('becomes authenticated after code verification, setting user, token and the stored session', async () => {
      const { actor, persistSession } = await startSignedOut();

      actor.send({ type: 'SIGNED_IN', session });

      expect(actor.getSnapshot().value).toBe('signedIn');
      expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
      expect(actor.getSnapshot().context).toEqual({ user: session.user, token: session.token });
      expect(persistSession).toHaveBeenCalledExactlyOnceWith(expect.anything(), { session });
    });

    it('replaces the signed-in user and stored session when signing in again', async () => {
      const { actor, persistSession } = await startSignedIn();

      actor.send({ type: 'SIGNED_IN', session: other });

      expect(actor.getSnapshot().value).toBe('signedIn');
      expect(actor.getSnapshot().context).toEqual({ user: other.user, token: other.token });
      expect(persistSession).toHaveBeenCalledExactlyOnceWith(expect.anything(), { session: other });
    });
  });

  describe('profile update', () => {
    it('merges partial fields into the user and into storage', async () => {
      const { actor, persistSession } = await startSignedIn();

      actor.send({ type: 'PROFILE.UPDATED', patch: { name: 'Wanjiru K.', avatar: '/avatars/w.png' } });

      const merged = { ...session.user, name: 'Wanjiru K.', avatar: '/avatars/w.png' };
      expect(actor.getSnapshot().value).toBe('signedIn');
      expect(actor.getSnapshot().context).toEqual({ user: merged, token: session.token });
      expect(persistSession).toHaveBeenCalledExactlyOnceWith(expect.anything(), { session: { user: merged, token: session.token } });
    });

    it('keeps earlier updates when a later update changes another field', async () => {
      const { actor, persistSession } = await startSignedIn();

      actor.send({ type: 'PROFILE.UPDATED', patch: { name: 'Wanjiru K.' } });
      actor.send({ type: 'PROFILE.UPDATED', patch: { role: 'partner' } });

      const merged = { ...session.user, name: 'Wanjiru K.', role: 'partner' };
      expect(actor.getSnapshot().context.user).toEqual(merged);
      expect(persistSession).toHaveBeenLastCalledWith(expect.anything(), { session: { user: merged, token: session.token } });
    });
  });

  describe('logout', () => {
    it('calls logout with the token, then clears the state and the stored session and shows the logout toast', async () => {
      const { actor, logout, clearStoredSession, notifyLoggedOut, logError } = await startSignedIn();

      actor.send({ type: 'LOGOUT' });

      expect(logout.run).toHaveBeenCalledExactlyOnceWith({ token: session.token });
      expect(actor.getSnapshot().value).toBe('loggingOut');
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      // Nothing is cleared before the server call is over.
      expect(clearStoredSession).not.toHaveBeenCalled();
      expect(notifyLoggedOut).not.toHaveBeenCalled();

      await logout.resolve(undefined);

      expect(actor.getSnapshot().value).toBe('signedOut');
      expect(actor.getSnapshot().hasTag('signedIn')).toBe(false);
      expect(actor.getSnapshot().hasTag('busy')).toBe(false);
      expect(actor.getSnapshot().context).toEqual({ user: null, token: null });
      expect(clearStoredSession).toHaveBeenCalledTimes(1);
      expect(notifyLoggedOut).toHaveBeenCalledTimes(1);
      expect(logError).not.toHaveBeenCalled();
    });

    it('still logs out, clears storage and shows the logout toast when the logout call fails, only logging the failure', async () => {
      const { actor, logout, clearStoredSession, notifyLoggedOut, logError, redirectToLogin } = await startSignedIn();
      const failure = { message: 'Server down', status: 500 };

      actor.send({ type: 'LOGOUT' });
      await logout.reject(failure);

      expect(actor.getSnapshot().value).toBe('signedOut');
      expect(actor.getSnapshot().context).toEqual({ user: null, token: null });
      expect(clearStoredSession).toHaveBeenCalledTimes(1);
      expect(notifyLoggedOut).toHaveBeenCalledTimes(1);
      expect(logError).toHaveBeenCalledExactlyOnceWith(expect.anything(), { error: failure });
      expect(redirectToLogin).not.toHaveBeenCalled();
    });
  });

  describe('session expiry (401 or 419)', () => {
    it('clears the state and the stored session and redirects to /login', async () => {
      const { actor, clearStoredSession, redirectToLogin, notifyLoggedOut, logout } = await startSignedIn();

      actor.send({ type: 'SESSION.EXPIRED' });

      expect(actor.getSnapshot().value).toBe('signedOut');
      expect(actor.getSnapshot().hasTag('signedIn')).toBe(false);
      expect(actor.getSnapshot().context).toEqual({ user: null, token: null });
      expect(clearStoredSession).toHaveBeenCalledTimes(1);
      expect(redirectToLogin).toHaveBeenCalledTimes(1);
      // An expired session is not a logout: no server call and no logout toast.
      expect(logout.run).not.toHaveBeenCalled();
      expect(notifyLoggedOut).not.toHaveBeenCalled();
    });

    it('does nothing when the session expires while signed out', async () => {
      const { actor, clearStoredSession, redirectToLogin } = await startSignedOut();

      actor.send({ type: 'SESSION.EXPIRED' });

      expect(actor.getSnapshot().value).toBe('signedOut');
      expect(actor.getSnapshot().context).toEqual({ user: null, token: null });
      expect(clearStoredSession).not.toHaveBeenCalled();
      expect(redirectToLogin).not.toHaveBeenCalled();
    });
  });
});
