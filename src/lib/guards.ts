import { redirect } from '@tanstack/react-router';
import type { Role, User } from '../domain/user-types.ts';
import type { AuthHandle } from '../auth/auth-handle.ts';

export interface RouterContext {
  auth: AuthHandle;
  /**
   * True while a page's markup is prerendered at build time, and while the browser loads it again to hydrate that
   * markup (docs/decisions/0017): a loader of API data leaves it out, for the page to fetch once it has hydrated.
   */
  prerendering: boolean;
}

interface GuardArgs {
  context: RouterContext;
  location: { pathname: string };
}

export const homePath = (role: Role) => `/${role}` as const;

/**
 * Spec §4 "Route guard": no user goes to /login; a user without a role, outside /new/,
 * goes to /new/welcome; a user whose role is not allowed goes to their own home.
 */
export async function requireUser({ context, location }: GuardArgs, allowed?: readonly Role[]): Promise<User> {
  const user = await context.auth.user();
  if (!user) throw redirect({ to: '/login' });
  if (!user.role) {
    if (!location.pathname.startsWith('/new/')) throw redirect({ to: '/new/welcome', search: { email: user.email } });
    return user;
  }
  if (allowed && !allowed.includes(user.role)) throw redirect({ to: homePath(user.role) });
  return user;
}

/** Signed-in users are bounced from /login, /register and /verify-otp to /. */
export async function redirectSignedIn({ context }: GuardArgs): Promise<void> {
  if (await context.auth.user()) throw redirect({ to: '/' });
}

/** The layout index (spec §2): role home for users with a role, onboarding for those without. */
export async function routeSignedInHome({ context }: GuardArgs): Promise<void> {
  const user = await context.auth.user();
  if (!user) return;
  if (user.role) throw redirect({ to: homePath(user.role) });
  throw redirect({ to: '/new/welcome', search: { email: user.email } });
}

/** A document title in the house style. */
export const pageTitle = (title: string) => ({ meta: [{ title: `${title} · Sauti` }] });
