import { assign, fromPromise, setup } from 'xstate';
import type { ApiErrorShape, Purpose } from './types.ts';

export interface CodeRequestInput {
  purpose: Purpose;
}

export type CodeRequestEvent = { type: 'SUBMIT'; email: string };

/** Login and register (spec §4): request a one-time code for an email. */
export const codeRequestMachine = setup({
  types: {} as {
    input: CodeRequestInput;
    context: { purpose: Purpose; email: string };
    events: CodeRequestEvent;
  },
  actors: {
    requestCode: fromPromise<unknown, { email: string; purpose: Purpose }>(async () => undefined),
  },
  actions: {
    notifySent: (_, _params: { email: string }) => {},
    goToCodeEntry: (_, _params: { email: string; purpose: Purpose }) => {},
    notifyNoAccount: (_, _params: { error: ApiErrorShape }) => {},
    notifyError: (_, _params: { error: ApiErrorShape; purpose: Purpose }) => {},
  },
  guards: {
    noAccount: (_, params: { error: unknown; purpose: Purpose }) =>
      params.purpose === 'login' && /no account found/i.test(String((params.error as ApiErrorShape | undefined)?.message ?? '')),
  },
}).createMachine({
  id: 'codeRequest',
  context: ({ input }) => ({ purpose: input.purpose, email: '' }),
  initial: 'idle',
  states: {
    idle: {
      on: { SUBMIT: { target: 'requesting', actions: assign({ email: ({ event }) => event.email.trim() }) } },
    },
    requesting: {
      tags: ['busy'],
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        input: ({ context }) => ({ email: context.email, purpose: context.purpose }),
        onDone: {
          target: 'sent',
          actions: [
            { type: 'notifySent', params: ({ context }) => ({ email: context.email }) },
            { type: 'goToCodeEntry', params: ({ context }) => ({ email: context.email, purpose: context.purpose }) },
          ],
        },
        onError: [
          // Only login offers the Register way out (spec §8); register failures get the plain error toast.
          {
            guard: { type: 'noAccount', params: ({ context, event }) => ({ error: event.error, purpose: context.purpose }) },
            target: 'idle',
            actions: { type: 'notifyNoAccount', params: ({ event }) => ({ error: event.error as ApiErrorShape }) },
          },
          {
            target: 'idle',
            actions: { type: 'notifyError', params: ({ context, event }) => ({ error: event.error as ApiErrorShape, purpose: context.purpose }) },
          },
        ],
      },
    },
    sent: { type: 'final' },
  },
});
