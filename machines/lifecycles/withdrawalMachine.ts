import { setup } from 'xstate';

export type WithdrawalEvent =
  /** The ledger held the amount from the creator's available balance and the payout was sent. */
  | { type: 'HOLD_OK' }
  /** The ledger refused the hold (too little available). */
  | { type: 'HOLD_FAILED' }
  /** The provider's result: M-Pesa B2C ResultURL, or a PayPal item SUCCESS / FAILED. */
  | { type: 'RESULT'; success: boolean }
  /** The provider sent the money back (PayPal RETURNED). */
  | { type: 'RETURNED' }
  /** M-Pesa called the QueueTimeOutURL: timed out in the queue, which is not a failure. */
  | { type: 'QUEUE_TIMEOUT' }
  /** A transaction status query's answer; 'pending' leaves it unknown. */
  | { type: 'STATUS_QUERY'; status: 'paid' | 'failed' | 'pending' }
  /** A PayPal item left UNCLAIMED for 30 days is returned. */
  | { type: 'UNCLAIMED_EXPIRED' };

/**
 * A creator's withdrawal (money issue; design reference §7). It holds no context: the status is the state,
 * so the local API decides the next status with nextStatus(). Paid posts the hold; failed voids it, so the
 * money goes back to available. A queue timeout is unknown until a status query settles it (§0.4).
 */
export const withdrawalMachine = setup({
  types: {} as { events: WithdrawalEvent },
  guards: {
    succeeded: (_, params: { success: boolean }) => params.success,
    statusIs: (_, params: { status: string; expected: 'paid' | 'failed' }) => params.status === params.expected,
  },
}).createMachine({
  id: 'withdrawal',
  initial: 'requested',
  states: {
    requested: {
      on: { HOLD_OK: 'submitted', HOLD_FAILED: 'failed' },
    },
    submitted: {
      tags: ['waiting'],
      on: {
        RESULT: [{ guard: { type: 'succeeded', params: ({ event }) => ({ success: event.success }) }, target: 'paid' }, { target: 'failed' }],
        RETURNED: 'failed',
        QUEUE_TIMEOUT: 'unknown',
      },
    },
    unknown: {
      tags: ['checking'],
      on: {
        STATUS_QUERY: [
          { guard: { type: 'statusIs', params: ({ event }) => ({ status: event.status, expected: 'paid' }) }, target: 'paid' },
          { guard: { type: 'statusIs', params: ({ event }) => ({ status: event.status, expected: 'failed' }) }, target: 'failed' },
          // Still pending: a self-target, which nextStatus() accepts (an empty transition would be refused).
          { target: 'unknown' },
        ],
        UNCLAIMED_EXPIRED: 'failed',
      },
    },
    paid: { type: 'final' },
    failed: { type: 'final' },
  },
});
