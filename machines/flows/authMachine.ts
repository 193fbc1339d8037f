import { assign, fromPromise, setup } from 'xstate';
import type { Session, User } from '../../src/domain/user-types.ts';

export interface AuthContext {
  user: User | null;
  token: string | null;
}

export type AuthEvent =
  | { type: 'SIGNED_IN'; session: Session }
  | { type: 'LOGOUT' }
  | { type: 'SESSION.EXPIRED' }
  | { type: 'PROFILE.UPDATED'; patch: Partial<User> };

/**
 * The one source of truth for who is signed in. Storage, HTTP, toasts and navigation
 * are injected: the app provides real ones, tests provide fakes.
 */
export const authMachine = setup({
  types: {} as { context: AuthContext; events: AuthEvent },
  actors: {
    loadSession: fromPromise<Session | null>(async () => null),
    logout: fromPromise<void, { token: string | null }>(async () => undefined),
  },
  actions: {
    persistSession: (_, _params: { session: Session }) => {},
    clearStoredSession: () => {},
    notifyLoggedOut: () => {},
    redirectToLogin: () => {},
    logError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    hasSession: (_, params: { session: Session | null }) => params.session !== null,
  },
}).createMachine({
  id: 'auth',
  context: { user: null, token: null },
  initial: 'checking',
  states: {
    checking: {
      tags: ['loading'],
      invoke: {
        id: 'loadSession',
        src: 'loadSession',
        onDone: [
          {
            guard: { type: 'hasSession', params: ({ event }) => ({ session: event.output }) },
            target: 'signedIn',
            actions: assign(({ event }) => ({ user: event.output!.user, token: event.output!.token })),
          },
          { target: 'signedOut' },
        ],
        onError: { target: 'signedOut' },
      },
    },
    signedOut: {
      on: {
        SIGNED_IN: {
          target: 'signedIn',
          actions: [
            assign(({ event }) => ({ user: event.session.user, token: event.session.token })),
            { type: 'persistSession', params: ({ event }) => ({ session: event.session }) },
          ],
        },
      },
    },
    signedIn: {
      tags: ['signedIn'],
      on: {
        SIGNED_IN: {
          actions: [
            assign(({ event }) => ({ user: event.session.user, token: event.session.token })),
            { type: 'persistSession', params: ({ event }) => ({ session: event.session }) },
          ],
        },
        'PROFILE.UPDATED': {
          actions: [
            assign({ user: ({ context, event }) => ({ ...context.user!, ...event.patch }) }),
            { type: 'persistSession', params: ({ context }) => ({ session: { user: context.user!, token: context.token! } }) },
          ],
        },
        LOGOUT: { target: 'loggingOut' },
        'SESSION.EXPIRED': {
          target: 'signedOut',
          actions: [assign({ user: null, token: null }), 'clearStoredSession', 'redirectToLogin'],
        },
      },
    },
    loggingOut: {
      tags: ['signedIn', 'busy'],
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'signedOut' },
        // The server call failing must never keep anyone signed in: it is only logged.
        onError: { target: 'signedOut', actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) } },
      },
      exit: [assign({ user: null, token: null }), 'clearStoredSession', 'notifyLoggedOut'],
    },
  },
});
