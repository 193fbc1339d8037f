import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { withdrawalMachine, type WithdrawalEvent } from '../../../machines/lifecycles/withdrawalMachine.ts';
import { nextStatus } from '../../../mock-server/lifecycle.ts';

const start = (...events: WithdrawalEvent[]) => {
  const actor = createActor(withdrawalMachine).start();
  events.forEach((e) => actor.send(e));
  return actor.getSnapshot();
};
const refusal = { noun: 'withdrawal', action: 'settled' };
const submitted: WithdrawalEvent = { type: 'HOLD_OK' };
const timedOut: WithdrawalEvent = { type: 'QUEUE_TIMEOUT' };

describe('withdrawalMachine', () => {
  it('is submitted, waiting for the provider, once the amount is held', () => {
    const snapshot = start(submitted);
    expect(snapshot.value).toBe('submitted');
    expect(snapshot.hasTag('waiting')).toBe(true);
  });

  it('fails when the hold is refused', () => {
    expect(start({ type: 'HOLD_FAILED' }).value).toBe('failed');
  });

  it('is paid on a successful result and failed on a failed one', () => {
    const paid = start(submitted, { type: 'RESULT', success: true });
    expect(paid.value).toBe('paid');
    expect(paid.status).toBe('done');
    expect(start(submitted, { type: 'RESULT', success: false }).value).toBe('failed');
  });

  it('fails when the provider returns the money', () => {
    expect(start(submitted, { type: 'RETURNED' }).value).toBe('failed');
  });

  it('is unknown, checking, not failed, after a queue timeout', () => {
    const snapshot = start(submitted, timedOut);
    expect(snapshot.value).toBe('unknown');
    expect(snapshot.hasTag('checking')).toBe(true);
    expect(snapshot.status).toBe('active');
  });

  it.each([['paid', 'paid'], ['failed', 'failed'], ['pending', 'unknown']] as const)(
    'settles an unknown withdrawal by a status query answering %s as %s',
    (status, value) => {
      expect(start(submitted, timedOut, { type: 'STATUS_QUERY', status }).value).toBe(value);
    },
  );

  it('fails an unknown withdrawal whose PayPal item stayed unclaimed for 30 days', () => {
    expect(start(submitted, timedOut, { type: 'UNCLAIMED_EXPIRED' }).value).toBe('failed');
  });

  it.each(['paid', 'failed'])('refuses a replayed result once %s (the local API answers 409)', (status) => {
    expect(() => nextStatus(withdrawalMachine, status, { type: 'RESULT', success: true }, refusal)).toThrow(expect.objectContaining({ status: 409 }));
  });

  it('lets the local API keep a pending status query unknown without a 409', () => {
    expect(nextStatus(withdrawalMachine, 'unknown', { type: 'STATUS_QUERY', status: 'pending' }, refusal)).toBe('unknown');
  });
});
