// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, readSession, SESSION_KEY, writeSession } from '../../src/lib/session.ts';

const session = { user: { name: 'Amina', email: 'influencer@sauti.test', role: 'influencer' as const, avatar: null }, token: 't' };

describe('stored session (spec §3: key "user", { user, token })', () => {
  afterEach(() => localStorage.clear());

  it('stores and reads the session under the key "user"', () => {
    writeSession(session);
    expect(SESSION_KEY).toBe('user');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(session);
    expect(readSession()).toEqual(session);
  });

  it('reads nothing when nothing is stored, and clears what is', () => {
    expect(readSession()).toBeNull();
    writeSession(session);
    clearSession();
    expect(readSession()).toBeNull();
  });

  it.each([['not json', '{oops'], ['no token', JSON.stringify({ user: session.user })], ['unknown role', JSON.stringify({ ...session, user: { ...session.user, role: 'owner' } })]])(
    'warns and ignores a stored session that cannot be parsed (%s)',
    (_, raw) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      localStorage.setItem('user', raw);
      expect(readSession()).toBeNull();
      expect(warn).toHaveBeenCalledOnce();
    },
  );
});
