import { ROLES, type Session, type User } from '../domain/user-types.ts';

export const SESSION_KEY = 'user';

function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const u = value as Record<string, unknown>;
  return (
    typeof u.email === 'string' &&
    typeof u.name === 'string' &&
    (u.role === null || (typeof u.role === 'string' && (ROLES as readonly string[]).includes(u.role))) &&
    (u.avatar === null || typeof u.avatar === 'string')
  );
}

/** The stored session, or null. A session that cannot be parsed is warned about and ignored. */
export function readSession(storage: Storage = localStorage): Session | null {
  const raw = storage.getItem(SESSION_KEY);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    const s = parsed as Partial<Session>;
    if (typeof s?.token === 'string' && isUser(s.user)) return { user: s.user, token: s.token };
    throw new Error('unexpected shape');
  } catch (error) {
    console.warn('Ignoring a stored session that cannot be parsed:', (error as Error).message);
    return null;
  }
}

export function writeSession(session: Session, storage: Storage = localStorage): void {
  storage.setItem(SESSION_KEY, JSON.stringify(session));
}

export function clearSession(storage: Storage = localStorage): void {
  storage.removeItem(SESSION_KEY);
}
