import { assign, fromPromise, setup } from 'xstate';
import { RESEND_COOLDOWN_S } from './otpMachine.ts';
import type { ApiErrorShape, Purpose } from '../../src/domain/user-types.ts';

export interface CodeRequestInput {
  purpose: Purpose;
}

export type CodeRequestEvent = { type: 'SUBMIT'; email: string };

/** What the code screen is told: the email, the purpose and the seconds before Resend code is offered. */
export interface CodeEntryParams {
  email: string;
  purpose: Purpose;
  resendIn: number;
}

/** Login and register (spec §4): request a one-time code for an email. */
export const codeRequestMachine = setup({
  types: {} as {
    input: CodeRequestInput;
    context: { purpose: Purpose; email: string };
    events: CodeRequestEvent;
  },
  actors: {
    requestCode: fromPromise<{ resendInSeconds?: number } | undefined, { email: string; purpose: Purpose }>(async () => undefined),
  },
  actions: {
    notifySent: (_, _params: { email: string }) => {},
    notifyAlreadySent: (_, _params: { email: string; seconds: number }) => {},
    goToCodeEntry: (_, _params: CodeEntryParams) => {},
    notifyNoAccount: (_, _params: { error: ApiErrorShape }) => {},
    notifyError: (_, _params: { error: ApiErrorShape; purpose: Purpose }) => {},
  },
  guards: {
    noAccount: (_, params: { error: unknown; purpose: Purpose }) =>
      params.purpose === 'login' && /no account found/i.test(String((params.error as ApiErrorShape | undefined)?.message ?? '')),
    /**
     * A 429 inside the resend cooldown: a code was sent moments ago and still works, so the user is taken to it
     * (issue 20). A longer wait is the hourly limit, where the last code may have expired: that stays an error.
     */
    coolingDown: (_, params: { error: unknown }) => {
      const error = params.error as ApiErrorShape | undefined;
      return error?.status === 429 && error.retryAfter !== undefined && error.retryAfter <= RESEND_COOLDOWN_S;
    },
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
            {
              type: 'goToCodeEntry',
              params: ({ context, event }) => ({ email: context.email, purpose: context.purpose, resendIn: event.output?.resendInSeconds ?? RESEND_COOLDOWN_S }),
            },
          ],
        },
        onError: [
          {
            guard: { type: 'coolingDown', params: ({ event }) => ({ error: event.error }) },
            target: 'sent',
            actions: [
              { type: 'notifyAlreadySent', params: ({ context, event }) => ({ email: context.email, seconds: (event.error as ApiErrorShape).retryAfter! }) },
              {
                type: 'goToCodeEntry',
                params: ({ context, event }) => ({ email: context.email, purpose: context.purpose, resendIn: (event.error as ApiErrorShape).retryAfter! }),
              },
            ],
          },
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
