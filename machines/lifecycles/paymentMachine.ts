import { setup } from 'xstate';

/** Where a Daraja ResultCode leaves an STK payment. */
export type PaymentOutcome = 'succeeded' | 'failed' | 'cancelled' | 'unknown';

/** An STK query answers 'pending' while the prompt is still open on the phone (design §1, [D7]). */
export type QueryResultCode = number | 'pending';

export type PaymentEvent =
  /** Daraja accepted the STK Push (ResponseCode "0"): the prompt is on the phone. */
  | { type: 'ACK' }
  /** Daraja refused the STK Push (bad phone, amount or password): no prompt was sent. */
  | { type: 'ACK_FAILED' }
  /** The asynchronous callback's `Body.stkCallback.ResultCode`. */
  | { type: 'CALLBACK'; resultCode: number }
  /** No callback within 90 seconds. */
  | { type: 'TIMEOUT' }
  /** The STK query's ResultCode, or 'pending' while the prompt is still open. */
  | { type: 'QUERY_RESULT'; resultCode: QueryResultCode }
  /** PayPal: the payer closed the approval page without paying. */
  | { type: 'PAYER_CANCELLED' }
  /** PayPal: the approved order was captured (COMPLETED) or the capture was declined. */
  | { type: 'CAPTURE_RESULT'; success: boolean }
  /** The brand's balance paid for the whole launch: no provider is asked, so it succeeds at once. */
  | { type: 'PAID_FROM_BALANCE' };

/**
 * Classifies a callback's ResultCode (design §1). A timeout is not a failure (§0.4): 1037 and 1019 mean nobody
 * knows yet, so only a query settles them. Every other code is a definite answer: 0 paid, 1032 the
 * person cancelled, and anything else (1, 2001, 1001, 1025, 9999, 17, or a code we do not know) failed.
 */
export function outcomeOf(resultCode: QueryResultCode): PaymentOutcome {
  if (resultCode === 0) return 'succeeded';
  if (resultCode === 1032) return 'cancelled';
  if (resultCode === 1037 || resultCode === 1019 || resultCode === 'pending') return 'unknown';
  return 'failed';
}

/**
 * Classifies a query's answer. The query is the authority a timeout waits for: only 'pending' (the prompt is still
 * open) leaves it unknown. A query that answers 1037 or 1019 says the prompt ended unanswered, so no money moved.
 */
export function queryOutcomeOf(resultCode: QueryResultCode): PaymentOutcome {
  const outcome = outcomeOf(resultCode);
  return outcome === 'unknown' && resultCode !== 'pending' ? 'failed' : outcome;
}

/** What each ResultCode means, in plain words for a brand paying from Kenya. */
export const PAYMENT_REASONS: Readonly<Record<number, string>> = {
  0: 'Payment received. Thank you.',
  1: 'There was not enough money in the M-Pesa account. Top up and try again.',
  1032: 'The payment was cancelled on the phone.',
  1037: 'The phone did not answer the payment prompt in time, so no money was taken. Try again.',
  2001: 'The M-Pesa PIN was wrong. Try again with the right PIN.',
  1001: 'Another M-Pesa payment is already in progress on this phone. Wait a minute, then try again.',
  1019: 'The payment prompt expired before it was answered, so no money was taken. Try again.',
  1025: 'M-Pesa could not send the payment prompt to the phone. Try again.',
  9999: 'M-Pesa could not send the payment prompt to the phone. Try again in a few minutes.',
  17: 'M-Pesa could not reach Sauti just now. Try again in a few minutes.',
};

// The branches for a callback (by outcomeOf) and a query (by queryOutcomeOf), in order; the last one has no guard,
// so every code settles somewhere.
const settleBy = (guard: 'outcomeIs' | 'queryOutcomeIs', outcomes: readonly PaymentOutcome[]) => [
  ...outcomes.map((outcome) => ({
    guard: { type: guard, params: ({ event }: { event: { resultCode: QueryResultCode } }) => ({ resultCode: event.resultCode, outcome }) },
    target: outcome,
  })),
  { target: 'failed' as const },
];
const onCallback = settleBy('outcomeIs', ['succeeded', 'cancelled', 'unknown']);
const onQuery = settleBy('queryOutcomeIs', ['succeeded', 'cancelled', 'unknown']);

/**
 * A launch payment (money issue; design reference §7): M-Pesa STK Push, or a PayPal order the payer approves.
 * It holds no context: the status is the state, so the local API decides the next status with nextStatus()
 * and the app shows the same states. `awaiting_payer` is the PIN prompt on the phone, or PayPal's approval page.
 */
export const paymentMachine = setup({
  types: {} as { events: PaymentEvent },
  guards: {
    outcomeIs: (_, params: { resultCode: QueryResultCode; outcome: PaymentOutcome }) => outcomeOf(params.resultCode) === params.outcome,
    queryOutcomeIs: (_, params: { resultCode: QueryResultCode; outcome: PaymentOutcome }) => queryOutcomeOf(params.resultCode) === params.outcome,
    captured: (_, params: { success: boolean }) => params.success,
  },
}).createMachine({
  id: 'payment',
  initial: 'initiated',
  states: {
    initiated: {
      on: { ACK: 'awaiting_payer', ACK_FAILED: 'failed', PAID_FROM_BALANCE: 'succeeded' },
    },
    awaiting_payer: {
      tags: ['waiting'],
      on: {
        CALLBACK: onCallback,
        TIMEOUT: 'unknown',
        PAYER_CANCELLED: 'cancelled',
        CAPTURE_RESULT: [{ guard: { type: 'captured', params: ({ event }) => ({ success: event.success }) }, target: 'succeeded' }, { target: 'failed' }],
      },
    },
    unknown: {
      tags: ['checking'],
      // A 'pending' query keeps it unknown through a self-target, which nextStatus() accepts.
      // A callback that arrives after the timeout settles it just as it would have on time: Daraja will not resend it.
      on: { QUERY_RESULT: onQuery, CALLBACK: onCallback },
    },
    succeeded: { type: 'final' },
    failed: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
