import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Withdrawal } from '../../../src/domain/money-types.ts';
import { withdrawRequestMachine } from '../../../machines/flows/withdrawRequestMachine.ts';
import { modelPaths, reachedStates, uncoveredTransitions, type ModelOptions } from '../../support/model.ts';

const base: Withdrawal = {
  id: 'wd-1', ownerType: 'creator', ownerId: 'c-1', amount: 500_000, currency: 'KES', method: 'mpesa', destination: '0712 ••• 678', status: 'submitted', reason: null,
  mpesa: { originatorConversationId: 'oc-1', conversationId: null, receipt: null }, paypal: null,
  createdAt: '2026-01-05T07:00:00.000Z', updatedAt: '2026-01-05T07:00:00.000Z', settledAt: null,
};
// One answer per branch of `tracking.routing`: paid, failed, bank recorded, unknown, and still submitted.
const answers: Withdrawal[] = [
  { ...base, status: 'paid' },
  { ...base, status: 'failed', reason: 'The M-Pesa payout failed.' },
  { ...base, method: 'bank', mpesa: null },
  { ...base, status: 'unknown' },
  base,
];
const submit = { type: 'SUBMIT', currency: 'KES', available: 1_000_000, methods: ['mpesa', 'bank'], key: 'k-1' };

const options: ModelOptions = {
  promiseActors: ['requestWithdrawal', 'fetchWithdrawal'],
  delays: { POLL: 2000 },
  events: [
    { ...submit, amount: 500_000, method: 'mpesa' },
    // Invalid: no amount and a method without saved details.
    { ...submit, amount: null, method: 'paypal' },
    { type: 'FIELD.EDIT', field: 'amount' },
    { type: 'AGAIN' },
    ...answers.map((output) => ({ type: 'xstate.done.actor.requestWithdrawal', output })),
    { type: 'xstate.error.actor.requestWithdrawal', error: { message: 'You have KES 100 available.', status: 409 } },
    ...answers.map((output) => ({ type: 'xstate.done.actor.fetchWithdrawal', output })),
    { type: 'xstate.error.actor.fetchWithdrawal', error: { message: 'Network' } },
    { type: 'xstate.after.POLL.withdrawRequest.tracking.submitted.resting' },
    { type: 'xstate.after.POLL.withdrawRequest.tracking.unknown.resting' },
  ],
};

describe('withdrawRequestMachine (model-based)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reaches every state', () => {
    const states = reachedStates(modelPaths(withdrawRequestMachine, options));
    for (const s of ['"editing"', '"submitting"', '"paid"', '"failed"', '"recorded"', '{"tracking":{"submitted":"fetching"}}', '{"tracking":{"unknown":"fetching"}}']) {
      expect(states).toContain(s);
    }
  });

  it('drives a real actor along every path and covers every transition', async () => {
    expect(await uncoveredTransitions(withdrawRequestMachine, options)).toEqual([]);
  });
});
