import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { outcomeOf, PAYMENT_REASONS, paymentMachine, queryOutcomeOf, type PaymentEvent } from '../../../machines/lifecycles/paymentMachine.ts';
import { nextStatus } from '../../../mock-server/lifecycle.ts';

const start = (...events: PaymentEvent[]) => {
  const actor = createActor(paymentMachine).start();
  events.forEach((e) => actor.send(e));
  return actor.getSnapshot();
};
const refusal = { noun: 'payment', action: 'settled' };

// Every ResultCode the design reference lists (§1), with where it leaves the payment.
const CODES = [
  [0, 'succeeded'], [1, 'failed'], [1032, 'cancelled'], [1037, 'unknown'], [2001, 'failed'],
  [1001, 'failed'], [1019, 'unknown'], [1025, 'failed'], [9999, 'failed'], [17, 'failed'],
] as const;

describe('paymentMachine', () => {
  it('waits for the PIN once Daraja accepts the STK Push', () => {
    const snapshot = start({ type: 'ACK' });
    expect(snapshot.value).toBe('awaiting_payer');
    expect(snapshot.hasTag('waiting')).toBe(true);
  });

  it('fails when Daraja refuses the STK Push', () => {
    const snapshot = start({ type: 'ACK_FAILED' });
    expect(snapshot.value).toBe('failed');
    expect(snapshot.status).toBe('done');
  });

  it.each(CODES)('settles a callback with ResultCode %i as %s', (resultCode, outcome) => {
    expect(outcomeOf(resultCode)).toBe(outcome);
    expect(start({ type: 'ACK' }, { type: 'CALLBACK', resultCode }).value).toBe(outcome);
  });

  it('treats a ResultCode it does not know as a definite failure', () => {
    expect(start({ type: 'ACK' }, { type: 'CALLBACK', resultCode: 4242 }).value).toBe('failed');
  });

  it('is unknown, checking, not failed, when no callback comes within 90 seconds', () => {
    const snapshot = start({ type: 'ACK' }, { type: 'TIMEOUT' });
    expect(snapshot.value).toBe('unknown');
    expect(snapshot.hasTag('checking')).toBe(true);
    expect(snapshot.status).toBe('active');
  });

  // The query is the authority: an unanswered prompt (1037, 1019) took no money, so it is a failure, no longer unknown.
  it.each(CODES.map(([code, outcome]) => [code, outcome === 'unknown' ? 'failed' : outcome] as const))(
    'settles an unknown payment by a query answering ResultCode %i as %s', (resultCode, outcome) => {
      expect(queryOutcomeOf(resultCode)).toBe(outcome);
      expect(start({ type: 'ACK' }, { type: 'TIMEOUT' }, { type: 'QUERY_RESULT', resultCode }).value).toBe(outcome);
    });

  it('follows a PayPal order: the payer cancels, or the approved order is captured or declined', () => {
    expect(start({ type: 'ACK' }, { type: 'PAYER_CANCELLED' }).value).toBe('cancelled');
    expect(start({ type: 'ACK' }, { type: 'CAPTURE_RESULT', success: true }).value).toBe('succeeded');
    expect(start({ type: 'ACK' }, { type: 'CAPTURE_RESULT', success: false }).value).toBe('failed');
  });

  it('stays unknown while the query says the prompt is still pending, then settles', () => {
    const actor = createActor(paymentMachine).start();
    [{ type: 'ACK' }, { type: 'CALLBACK', resultCode: 1037 }, { type: 'QUERY_RESULT', resultCode: 'pending' }].forEach((e) => actor.send(e as PaymentEvent));
    expect(actor.getSnapshot().value).toBe('unknown');
    actor.send({ type: 'QUERY_RESULT', resultCode: 0 });
    expect(actor.getSnapshot().value).toBe('succeeded');
  });

  it.each(['succeeded', 'failed', 'cancelled'])('refuses a replayed callback once %s (the local API answers 409)', (status) => {
    expect(() => nextStatus(paymentMachine, status, { type: 'CALLBACK', resultCode: 0 }, refusal)).toThrow(expect.objectContaining({ status: 409 }));
  });

  it('settles an unknown payment from a callback that arrives after the timeout, as a query would', () => {
    expect(nextStatus(paymentMachine, 'unknown', { type: 'CALLBACK', resultCode: 0 }, refusal)).toBe('succeeded');
    expect(nextStatus(paymentMachine, 'unknown', { type: 'CALLBACK', resultCode: 1032 }, refusal)).toBe('cancelled');
  });

  it('lets the local API keep a pending query unknown without a 409', () => {
    expect(nextStatus(paymentMachine, 'unknown', { type: 'QUERY_RESULT', resultCode: 'pending' }, refusal)).toBe('unknown');
    expect(nextStatus(paymentMachine, 'awaiting_payer', { type: 'CALLBACK', resultCode: 2001 }, refusal)).toBe('failed');
  });

  it('has a plain-words reason for every listed ResultCode', () => {
    expect(Object.keys(PAYMENT_REASONS).map(Number).sort((a, b) => a - b)).toEqual(CODES.map(([code]) => code).sort((a, b) => a - b));
    expect(PAYMENT_REASONS[2001]).toBe('The M-Pesa PIN was wrong. Try again with the right PIN.');
    for (const reason of Object.values(PAYMENT_REASONS)) expect(reason).toMatch(/^[A-Z].*\.$/);
  });
});
