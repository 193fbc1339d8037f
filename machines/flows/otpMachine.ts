import { assign, fromPromise, setup, stateIn } from 'xstate';
import type { ApiErrorShape, Purpose, Session } from '../../src/domain/user-types.ts';

export const CODE_LENGTH = 6;
export const RESEND_COOLDOWN_S = 60;

export interface OtpInput {
  email: string;
  purpose: Purpose;
  /** Seconds before Resend code is offered; the server's cooldown, 60 by default. */
  cooldownSeconds?: number;
}

type OtpContext = { email: string; purpose: Purpose; digits: string[]; cooldown: number; cooldownSeconds: number };

export type OtpEvent =
  | { type: 'CODE.CHANGE'; index: number; value: string }
  | { type: 'CODE.PASTE'; index: number; text: string }
  | { type: 'SUBMIT' }
  | { type: 'RESEND' };

const emptyCode = () => Array.from({ length: CODE_LENGTH }, () => '');
const onlyDigits = (s: string) => s.replace(/\D/g, '');

/** Writes digits into the boxes from `index` on; anything that is not a digit is ignored. */
export function fillDigits(digits: readonly string[], index: number, text: string): string[] {
  const next = [...digits];
  const incoming = onlyDigits(text);
  if (incoming.length === 0 && text === '') next[index] = '';
  // A full code pasted or autofilled into any box fills all six.
  const start = incoming.length >= CODE_LENGTH ? 0 : index;
  [...incoming].slice(0, CODE_LENGTH - start).forEach((d, i) => (next[start + i] = d));
  return next;
}

/** Code entry and resend (spec §4 "Code entry", §8). HTTP, toasts, focus and navigation are injected. */
export const otpMachine = setup({
  types: {} as { input: OtpInput; context: OtpContext; events: OtpEvent },
  actors: {
    verifyCode: fromPromise<Session, { email: string; purpose: Purpose; otp: string }>(async () => {
      throw new Error('not provided');
    }),
    resendCode: fromPromise<unknown, { email: string; purpose: Purpose }>(async () => undefined),
  },
  actions: {
    signIn: (_, _params: { session: Session }) => {},
    notifyVerified: () => {},
    goHome: (_, _params: { session: Session }) => {},
    goOnboarding: (_, _params: { session: Session }) => {},
    notifyInvalid: () => {},
    notifyVerifyError: (_, _params: { error: ApiErrorShape }) => {},
    notifyResent: (_, _params: { email: string }) => {},
    notifyResendError: (_, _params: { error: ApiErrorShape }) => {},
    focusFirst: () => {},
  },
  guards: {
    complete: ({ context }) => context.digits.every((d) => /^\d$/.test(d)),
    hasRole: (_, params: { session: Session }) => params.session.user.role !== null,
    cooling: ({ context }) => context.cooldown > 1,
    canResend: stateIn({ cooldown: 'ready' }),
  },
}).createMachine({
  id: 'otp',
  type: 'parallel',
  context: ({ input }) => {
    const cooldownSeconds = input.cooldownSeconds ?? RESEND_COOLDOWN_S;
    return { email: input.email, purpose: input.purpose, digits: emptyCode(), cooldown: cooldownSeconds, cooldownSeconds };
  },
  states: {
    code: {
      initial: 'editing',
      states: {
        editing: {
          // Six digits start verification by themselves.
          always: { guard: 'complete', target: 'verifying' },
          on: {
            'CODE.CHANGE': { actions: assign({ digits: ({ context, event }) => fillDigits(context.digits, event.index, event.value) }) },
            'CODE.PASTE': { actions: assign({ digits: ({ context, event }) => fillDigits(context.digits, event.index, event.text) }) },
            SUBMIT: { actions: 'notifyInvalid' },
            RESEND: { guard: 'canResend', target: 'resending' },
          },
        },
        verifying: {
          tags: ['busy'],
          invoke: {
            id: 'verifyCode',
            src: 'verifyCode',
            input: ({ context }) => ({ email: context.email, purpose: context.purpose, otp: context.digits.join('') }),
            onDone: [
              {
                guard: { type: 'hasRole', params: ({ event }) => ({ session: event.output }) },
                target: 'verified',
                actions: [
                  { type: 'signIn', params: ({ event }) => ({ session: event.output }) },
                  'notifyVerified',
                  { type: 'goHome', params: ({ event }) => ({ session: event.output }) },
                ],
              },
              {
                target: 'verified',
                actions: [
                  { type: 'signIn', params: ({ event }) => ({ session: event.output }) },
                  'notifyVerified',
                  { type: 'goOnboarding', params: ({ event }) => ({ session: event.output }) },
                ],
              },
            ],
            onError: {
              target: 'editing',
              actions: [
                assign({ digits: emptyCode }),
                { type: 'notifyVerifyError', params: ({ event }) => ({ error: event.error as ApiErrorShape }) },
                'focusFirst',
              ],
            },
          },
        },
        resending: {
          tags: ['busy'],
          invoke: {
            id: 'resendCode',
            src: 'resendCode',
            input: ({ context }) => ({ email: context.email, purpose: context.purpose }),
            onDone: {
              target: ['#otp.code.editing', '#otp.cooldown.cooling'],
              actions: [
                assign({ digits: emptyCode, cooldown: ({ context }) => context.cooldownSeconds }),
                { type: 'notifyResent', params: ({ context }) => ({ email: context.email }) },
                'focusFirst',
              ],
            },
            onError: {
              target: 'editing',
              actions: { type: 'notifyResendError', params: ({ event }) => ({ error: event.error as ApiErrorShape }) },
            },
          },
        },
        verified: { type: 'final' },
      },
    },
    cooldown: {
      initial: 'cooling',
      states: {
        cooling: {
          after: {
            1000: [
              { guard: 'cooling', target: 'cooling', reenter: true, actions: assign({ cooldown: ({ context }) => context.cooldown - 1 }) },
              { target: 'ready', actions: assign({ cooldown: 0 }) },
            ],
          },
        },
        ready: {},
      },
    },
  },
});
