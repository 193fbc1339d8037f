import { assign, fromPromise, setup } from 'xstate';
import type { Currency } from '../../src/domain/campaign-types.ts';
import type { PayoutDetails, Withdrawal, WithdrawalMethod } from '../../src/domain/money-types.ts';
import type { ApiErrorShape } from '../../src/domain/user-types.ts';

/** The body of POST /withdrawals (docs/decisions/0009-money.md), amount in minor units. */
export interface WithdrawalRequest {
  amount: number;
  currency: Currency;
  method: WithdrawalMethod;
}
export type WithdrawField = 'amount' | 'method';
/** What the form itself finds wrong; the page words each one. */
export type WithdrawProblem = 'amount.invalid' | 'amount.over' | 'method.unavailable';

export type WithdrawRequestEvent =
  /** The form, read by the page: the amount already parsed to minor units (null when it is not an amount). */
  | { type: 'SUBMIT'; amount: number | null; method: WithdrawalMethod | null; currency: Currency; available: number; methods: readonly WithdrawalMethod[]; key: string }
  | { type: 'FIELD.EDIT'; field: WithdrawField }
  /** After a withdrawal has settled (or was recorded), start a new one. */
  | { type: 'AGAIN' };

interface WithdrawRequestContext {
  problems: Partial<Record<WithdrawField, WithdrawProblem>>;
  /** The server's field messages from the last try. */
  errors: Partial<Record<WithdrawField, string>>;
  failure: string | null;
  /** The request last sent and its Idempotency-Key, kept while its answer is unknown so a retry re-sends the same key. */
  attempt: { key: string; body: WithdrawalRequest } | null;
  withdrawal: Withdrawal | null;
}

/** The offered methods the creator has saved details for: only those can be chosen. */
export const readyMethods = (offered: readonly WithdrawalMethod[], details: PayoutDetails): WithdrawalMethod[] =>
  offered.filter((m) => (m === 'mpesa' ? details.mpesaPhone : m === 'paypal' ? details.paypalEmail : details.bank) !== null);

type Submit = Extract<WithdrawRequestEvent, { type: 'SUBMIT' }>;
export function problemsOf(e: Submit): WithdrawRequestContext['problems'] {
  const problems: WithdrawRequestContext['problems'] = {};
  if (e.amount === null) problems.amount = 'amount.invalid';
  else if (e.amount > e.available) problems.amount = 'amount.over';
  if (e.method === null || !e.methods.includes(e.method)) problems.method = 'method.unavailable';
  return problems;
}

const sameBody = (a: WithdrawalRequest, b: WithdrawalRequest) => a.amount === b.amount && a.currency === b.currency && a.method === b.method;
const statusIs = (status: Withdrawal['status']) => ({ context }: { context: WithdrawRequestContext }) => context.withdrawal?.status === status;

/** Waits, then asks GET /withdrawals/:id again; an error just waits for the next try. */
const polling = (tag: 'waiting' | 'checking') => ({
  tags: [tag],
  initial: 'resting',
  states: {
    resting: { after: { POLL: 'fetching' } },
    fetching: {
      invoke: {
        id: 'fetchWithdrawal',
        src: 'fetchWithdrawal',
        input: ({ context }: { context: WithdrawRequestContext }) => ({ id: context.withdrawal?.id ?? '' }),
        onDone: { target: '#withdrawRequest.tracking.routing', actions: 'store' },
        onError: 'resting',
      },
    },
  },
}) as const;

/**
 * A creator's withdrawal request (money issue): editing → submitting → tracking → paid | failed | recorded (bank,
 * paid out by hand). Tracking polls while the withdrawal is submitted or unknown. HTTP is injected, and so is
 * the refresh of the page's balances, so the machine does no I/O.
 */
export const withdrawRequestMachine = setup({
  types: {} as { context: WithdrawRequestContext; events: WithdrawRequestEvent },
  actors: {
    requestWithdrawal: fromPromise<Withdrawal, { body: WithdrawalRequest; key: string }>(async () => {
      throw new Error('not provided');
    }),
    fetchWithdrawal: fromPromise<Withdrawal, { id: string }>(async () => {
      throw new Error('not provided');
    }),
  },
  actions: {
    refresh: () => {},
    focusFirstError: () => {},
    store: assign({ withdrawal: ({ context, event }) => ('output' in event ? (event.output as Withdrawal) : context.withdrawal) }),
  },
  delays: { POLL: 2000 },
  guards: {
    valid: ({ event }) => event.type === 'SUBMIT' && Object.keys(problemsOf(event)).length === 0,
    paid: statusIs('paid'),
    failed: statusIs('failed'),
    unknown: statusIs('unknown'),
    recorded: ({ context }) => context.withdrawal?.method === 'bank' && context.withdrawal.status === 'submitted',
  },
}).createMachine({
  id: 'withdrawRequest',
  context: { problems: {}, errors: {}, failure: null, attempt: null, withdrawal: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: [
          {
            guard: 'valid',
            target: 'submitting',
            actions: assign(({ context, event }) => {
              const body = { amount: event.amount ?? 0, currency: event.currency, method: event.method ?? 'bank' };
              const attempt = context.attempt && sameBody(context.attempt.body, body) ? context.attempt : { key: event.key, body };
              return { attempt, problems: {}, errors: {}, failure: null };
            }),
          },
          { actions: [assign({ problems: ({ event }) => problemsOf(event), errors: {}, failure: null }), 'focusFirstError'] },
        ],
        'FIELD.EDIT': {
          actions: assign(({ context, event }) => ({ problems: { ...context.problems, [event.field]: undefined }, errors: { ...context.errors, [event.field]: undefined } })),
        },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'requestWithdrawal',
        src: 'requestWithdrawal',
        input: ({ context }) => context.attempt ?? { key: '', body: { amount: 0, currency: 'KES' as const, method: 'bank' as const } },
        onDone: { target: 'tracking', actions: ['store', assign({ attempt: null }), 'refresh'] },
        onError: {
          target: 'editing',
          actions: [
            assign(({ context, event }) => {
              const error = event.error as ApiErrorShape | undefined;
              const first = (field: WithdrawField) => error?.errors?.[field]?.[0];
              // With no answer at all the request may have landed: keep its key, so the retry cannot pay twice.
              return { errors: { amount: first('amount'), method: first('method') }, failure: error?.message ?? null, attempt: error?.status === undefined ? context.attempt : null };
            }),
            'focusFirstError',
          ],
        },
      },
    },
    tracking: {
      initial: 'routing',
      states: {
        routing: {
          always: [
            { guard: 'paid', target: '#withdrawRequest.paid' },
            { guard: 'failed', target: '#withdrawRequest.failed' },
            { guard: 'recorded', target: '#withdrawRequest.recorded' },
            { guard: 'unknown', target: 'unknown' },
            { target: 'submitted' },
          ],
        },
        submitted: polling('waiting'),
        unknown: polling('checking'),
      },
    },
    paid: { entry: 'refresh', on: { AGAIN: { target: 'editing', actions: assign({ withdrawal: null }) } } },
    failed: { entry: 'refresh', on: { AGAIN: { target: 'editing', actions: assign({ withdrawal: null }) } } },
    recorded: { on: { AGAIN: { target: 'editing', actions: assign({ withdrawal: null }) } } },
  },
});
