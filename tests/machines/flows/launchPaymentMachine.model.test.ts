import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { launchPaymentMachine, phoneProblem, POLL_MS, type LaunchPaymentInput } from '../../../machines/flows/launchPaymentMachine.ts';
import type { Payment, PaymentStatus } from '../../../src/domain/money-types.ts';
import { allTransitions, modelPaths, reachedStates, uncoveredTransitions, type ModelOptions } from '../../support/model.ts';

const payment = (status: PaymentStatus, method: 'mpesa' | 'paypal' = 'mpesa') => ({
  id: 'pay-1', status, method, reason: status === 'failed' ? 'The M-Pesa PIN was wrong. Try again with the right PIN.' : null,
  paypal: method === 'paypal' ? { orderId: 'O-1', approveUrl: 'http://pp/checkout/O-1' } : null,
}) as unknown as Payment;

// Every settled status, both open ones, and PayPal's approval page, for each actor that answers with a payment.
const answers = [...(['awaiting_payer', 'unknown', 'succeeded', 'failed', 'cancelled'] as const).map((s) => payment(s)), payment('awaiting_payer', 'paypal')];
const done = (id: string, outputs: unknown[]) => outputs.map((output) => ({ type: `xstate.done.actor.${id}`, output }));
const error = (id: string, errors: unknown[]) => errors.map((e) => ({ type: `xstate.error.actor.${id}`, error: e }));

const options = (input: Partial<LaunchPaymentInput>): ModelOptions => ({
  input: { campaignId: 'cmp-1', currency: 'KES', idempotencyKey: 'cancel-key', ...input },
  key: (s) => phoneProblem((s.context as { phone: string }).phone)?.kind ?? 'ok',
  promiseActors: ['startPayment', 'fetchPayment', 'fetchLatestPayment', 'cancelPayment'],
  delays: { poll: POLL_MS },
  events: [
    ...['', '12345', '0712345678'].map((phone) => ({ type: 'PHONE.CHANGE', phone })),
    { type: 'METHOD.CHANGE', method: 'mpesa' }, { type: 'METHOD.CHANGE', method: 'paypal' },
    { type: 'SUBMIT', idempotencyKey: 'key-1' }, { type: 'RETRY' },
    { type: 'xstate.after.poll.launchPayment.tracking.waiting' },
    ...done('startPayment', answers), ...done('fetchPayment', answers), ...done('cancelPayment', answers),
    ...done('fetchLatestPayment', [null, ...answers]),
    ...error('startPayment', [{ message: 'No', status: 422, errors: { phone: ['Not an M-Pesa number.'] } }, { message: 'Try later' }]),
    ...error('fetchPayment', [{ message: 'offline' }]), ...error('cancelPayment', [{ message: 'Already paid' }]),
    ...error('fetchLatestPayment', [{ message: 'offline' }]),
  ],
});

// Where the machine starts depends on how the page opened it, so each way in is one model.
const WAYS_IN: Partial<LaunchPaymentInput>[] = [
  // The last: a subscription, where both methods are offered and the payer switches between them.
  {}, { currency: 'USD' }, { funding: true }, { methods: ['mpesa', 'paypal'] }, { returnedPaymentId: 'pay-1' }, { returnedPaymentId: 'pay-1', paypalCancelled: true },
];

describe('launchPaymentMachine (model-based)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reaches every state over the ways in (entering is passed through at once)', () => {
    const reached = new Set(WAYS_IN.flatMap((input) => reachedStates(modelPaths(launchPaymentMachine, options(input)))));
    expect([...reached].sort()).toEqual([
      '"approving"', '"cancelled"', '"cancelling"', '"choosing"', '"failed"', '"resuming"', '"starting"', '"succeeded"',
      '{"tracking":"checking"}', '{"tracking":"waiting"}',
    ]);
  });

  it('drives a real actor along every path of every way in, and together they cover every transition', async () => {
    // One after another: the paths share the fake clock.
    const uncovered: string[][] = [];
    for (const input of WAYS_IN) uncovered.push(await uncoveredTransitions(launchPaymentMachine, options(input)));
    const everywhere = uncovered.reduce((left, next) => left.filter((t) => next.includes(t)));
    // 4 ways in; choosing's 2 edits and 2 SUBMIT branches; starting's approval, 4 payment branches and error; resuming's
    // none-open, 4 branches and error; cancelling's 4 and error; tracking's poll, 3 settled, still open and error; 2 RETRYs.
    expect(allTransitions(launchPaymentMachine).length).toBe(33);
    expect(everywhere).toEqual([]);
  });
});
