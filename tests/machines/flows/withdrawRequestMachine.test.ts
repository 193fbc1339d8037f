import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Withdrawal } from '../../../src/domain/money-types.ts';
import { readyMethods, withdrawRequestMachine, type WithdrawalRequest, type WithdrawRequestEvent } from '../../../machines/flows/withdrawRequestMachine.ts';
import { controllable, flush } from '../../support/actors.ts';

const pending: Withdrawal = {
  id: 'wd-1', ownerType: 'creator', ownerId: 'c-1', amount: 500_000, currency: 'KES', method: 'mpesa', destination: '0712 ••• 678', status: 'submitted', reason: null,
  mpesa: { originatorConversationId: 'oc-1', conversationId: null, receipt: null }, paypal: null,
  createdAt: '2026-01-05T07:00:00.000Z', updatedAt: '2026-01-05T07:00:00.000Z', settledAt: null,
};
const submit = (over: Partial<Extract<WithdrawRequestEvent, { type: 'SUBMIT' }>> = {}): WithdrawRequestEvent => ({
  type: 'SUBMIT', amount: 500_000, method: 'mpesa', currency: 'KES', available: 1_000_000, methods: ['mpesa', 'bank'], key: 'key-1', ...over,
});

function start() {
  const send = controllable<Withdrawal, { body: WithdrawalRequest; key: string }>();
  const poll = controllable<Withdrawal, { id: string }>();
  const actions = { refresh: vi.fn(), focusFirstError: vi.fn() };
  const actor = createActor(withdrawRequestMachine.provide({ actors: { requestWithdrawal: send.logic, fetchWithdrawal: poll.logic }, actions })).start();
  return { actor, send, poll, ...actions, value: () => actor.getSnapshot().value, snap: () => actor.getSnapshot() };
}

describe('withdrawRequestMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refuses an amount that is not an amount, more than is available, or a method without saved details, and sends nothing', () => {
    const { actor, send, snap, focusFirstError } = start();
    actor.send(submit({ amount: null, method: 'paypal' }));
    expect(snap().context.problems).toEqual({ amount: 'amount.invalid', method: 'method.unavailable' });
    actor.send(submit({ amount: 1_000_001 }));
    expect(snap().context.problems).toEqual({ amount: 'amount.over' });
    expect(snap().value).toBe('editing');
    expect(send.run).not.toHaveBeenCalled();
    expect(focusFirstError).toHaveBeenCalledTimes(2);
  });

  it('clears a field\'s problem when it is edited', () => {
    const { actor, snap } = start();
    actor.send(submit({ amount: null, method: null }));
    actor.send({ type: 'FIELD.EDIT', field: 'amount' });
    expect(snap().context.problems).toEqual({ amount: undefined, method: 'method.unavailable' });
  });

  it('sends the whole amount once with its Idempotency-Key, busy, even on a double click', () => {
    const { actor, send, snap } = start();
    actor.send(submit({ amount: 1_000_000 }));
    actor.send(submit({ amount: 1_000_000, key: 'key-2' }));
    expect(snap().hasTag('busy')).toBe(true);
    expect(send.run).toHaveBeenCalledExactlyOnceWith({ key: 'key-1', body: { amount: 1_000_000, currency: 'KES', method: 'mpesa' } });
  });

  it('re-sends the same key when the first try got no answer, and a new key for a changed request', async () => {
    const { actor, send } = start();
    actor.send(submit());
    await send.reject({ message: 'We could not send your withdrawal. Please try again.' });
    actor.send(submit({ key: 'key-2' }));
    expect(send.run).toHaveBeenLastCalledWith(expect.objectContaining({ key: 'key-1' }));
    await send.reject({ message: 'We could not send your withdrawal. Please try again.' });
    actor.send(submit({ amount: 400_000, key: 'key-3' }));
    expect(send.run).toHaveBeenLastCalledWith(expect.objectContaining({ key: 'key-3' }));
  });

  it('shows the server\'s refusal by field and starts a new intent after a definite answer', async () => {
    const { actor, send, snap } = start();
    actor.send(submit());
    await send.reject({ message: 'You asked for KES 5,000 but have KES 100 available.', status: 409, errors: { amount: ['Too much.'] } });
    expect(snap().value).toBe('editing');
    expect(snap().context).toMatchObject({ failure: 'You asked for KES 5,000 but have KES 100 available.', errors: { amount: 'Too much.' }, attempt: null });
    actor.send(submit({ key: 'key-2' }));
    expect(send.run).toHaveBeenLastCalledWith(expect.objectContaining({ key: 'key-2' }));
  });

  it('polls GET /withdrawals/:id every 2 seconds while submitted, then is paid and refreshes the balances', async () => {
    const { actor, send, poll, snap, refresh } = start();
    actor.send(submit());
    await send.resolve(pending);
    expect(snap().hasTag('waiting')).toBe(true);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1999);
    expect(poll.run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(poll.run).toHaveBeenCalledExactlyOnceWith({ id: 'wd-1' });
    await poll.resolve(pending);
    vi.advanceTimersByTime(2000);
    expect(poll.run).toHaveBeenCalledTimes(2);
    await poll.resolve({ ...pending, status: 'paid' });
    expect(snap().value).toBe('paid');
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('is checking while unknown, keeps polling through a failed check, then settles', async () => {
    const { actor, send, poll, snap } = start();
    actor.send(submit());
    await send.resolve({ ...pending, status: 'unknown' });
    expect(snap().hasTag('checking')).toBe(true);
    vi.advanceTimersByTime(2000);
    await poll.reject({ message: 'offline' });
    expect(snap().hasTag('checking')).toBe(true);
    vi.advanceTimersByTime(2000);
    await poll.resolve({ ...pending, status: 'failed', reason: 'The payout failed; the money is back in your balance.' });
    expect(snap().value).toBe('failed');
    expect(snap().context.withdrawal?.reason).toBe('The payout failed; the money is back in your balance.');
  });

  it('does not poll a bank withdrawal: it is recorded for a manual payout', async () => {
    const { actor, send, poll, snap } = start();
    actor.send(submit({ method: 'bank' }));
    await send.resolve({ ...pending, method: 'bank', mpesa: null });
    expect(snap().value).toBe('recorded');
    vi.advanceTimersByTime(10_000);
    await flush();
    expect(poll.run).not.toHaveBeenCalled();
  });

  it('starts a new withdrawal after one has settled', async () => {
    const { actor, send, snap } = start();
    actor.send(submit());
    await send.resolve({ ...pending, status: 'paid' });
    actor.send({ type: 'AGAIN' });
    expect(snap().value).toBe('editing');
    expect(snap().context.withdrawal).toBeNull();
  });

  it('offers only the methods with saved payout details', () => {
    const details = { mpesaPhone: '254712345678', paypalEmail: null, bank: null };
    expect(readyMethods(['mpesa', 'bank'], details)).toEqual(['mpesa']);
    expect(readyMethods(['paypal', 'bank'], { ...details, paypalEmail: 'a@b.co', bank: { accountName: 'A', bankName: 'B', accountNumber: '1' } })).toEqual(['paypal', 'bank']);
  });
});
