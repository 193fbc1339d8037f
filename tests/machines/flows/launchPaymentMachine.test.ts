import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { newIdempotencyKey } from '../../../src/domain/idempotency-key.ts';
import { launchPaymentMachine, phoneProblem, POLL_MS, type LaunchPaymentInput } from '../../../machines/flows/launchPaymentMachine.ts';
import type { Payment } from '../../../src/domain/money-types.ts';
import { controllable } from '../../support/actors.ts';

const payment = (extra: Partial<Payment> = {}): Payment => ({
  id: 'pay-1', campaignId: 'cmp-1', brandId: 'acc-1', purpose: 'launch', method: 'mpesa', amount: 10_500_000, launchFee: 500_000,
  budget: 10_000_000, fromBalance: 0, freeLaunch: false, currency: 'KES', status: 'awaiting_payer', reason: null, resultCode: null, phone: '0712 ••• 678',
  mpesa: { checkoutRequestId: 'ws_CO_1', merchantRequestId: 'm-1', receipt: null }, paypal: null, checkAfter: null,
  createdAt: '2026-11-22T07:00:00.000Z', updatedAt: '2026-11-22T07:00:00.000Z', settledAt: null, subscription: null, ...extra,
});
const paypal = payment({ method: 'paypal', currency: 'USD', phone: null, mpesa: null, paypal: { orderId: 'O-1', approveUrl: 'http://pp/checkout/O-1' } });

/** A SUBMIT as the component sends it, with its intent's next key from useIntentKey(). */
let keys = 0;
const submit = () => ({ type: 'SUBMIT', idempotencyKey: `key-${++keys}` }) as const;

function start(input: Partial<LaunchPaymentInput> = {}) {
  const actors = { startPayment: controllable<Payment>(), fetchPayment: controllable<Payment>(), fetchLatestPayment: controllable<Payment | null>(), cancelPayment: controllable<Payment>() };
  const actions = { focusPhone: vi.fn(), openApproval: vi.fn(), refreshCampaign: vi.fn() };
  const logic = launchPaymentMachine.provide({
    actors: Object.fromEntries(Object.entries(actors).map(([k, v]) => [k, v.logic])) as never,
    actions: { focusPhone: actions.focusPhone, openApproval: (_, params) => actions.openApproval(params.url), refreshCampaign: actions.refreshCampaign },
  });
  const actor = createActor(logic, { input: { campaignId: 'cmp-1', currency: 'KES', idempotencyKey: 'cancel-key', ...input } }).start();
  const state = () => actor.getSnapshot();
  return { actor, state, ...actors, ...actions };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('phoneProblem', () => {
  it.each(['0712345678', '0712 345 678', '0112345678', '+254712345678', '254712345678'])('accepts the Kenyan number %s', (raw) => {
    expect(phoneProblem(raw)).toBeNull();
  });
  it.each([['', 'required'], ['12345', 'invalid'], ['+447700900123', 'invalid'], ['0212345678', 'invalid']])('refuses "%s" as %s', (raw, kind) => {
    expect(phoneProblem(raw)).toEqual({ kind });
  });
  it('makes a different key for each intent', () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});

describe('launchPaymentMachine', () => {
  it('offers M-Pesa for a KES campaign and PayPal for a USD one', () => {
    expect(start().state().context.methods).toEqual(['mpesa']);
    const usd = start({ currency: 'USD' });
    expect(usd.state().context.method).toBe('paypal');
    usd.actor.send({ type: 'METHOD.CHANGE', method: 'mpesa' });
    expect(usd.state().context.method).toBe('paypal');
  });

  it('offers the methods it is given (a subscription: M-Pesa and PayPal), switches between them, and asks no phone for PayPal', () => {
    const both = start({ methods: ['mpesa', 'paypal'] });
    expect(both.state().context).toMatchObject({ methods: ['mpesa', 'paypal'], method: 'mpesa' });
    both.actor.send({ type: 'METHOD.CHANGE', method: 'paypal' });
    expect(both.state().context.method).toBe('paypal');
    both.actor.send(submit());
    expect(both.state().value).toBe('starting');
    expect(both.startPayment.run).toHaveBeenCalledWith(expect.objectContaining({ body: { method: 'paypal' } }));
  });

  it('shows a field error for a phone that is not Kenyan, focuses it, and starts nothing', () => {
    const { actor, state, startPayment, focusPhone } = start();
    actor.send(submit());
    expect(state().context.phoneError).toEqual({ kind: 'required' });
    actor.send({ type: 'PHONE.CHANGE', phone: '12345' });
    expect(state().context.phoneError).toBeNull();
    actor.send(submit());
    expect(state().value).toBe('choosing');
    expect(state().context.phoneError).toEqual({ kind: 'invalid' });
    expect(focusPhone).toHaveBeenCalledTimes(2);
    expect(startPayment.run).not.toHaveBeenCalled();
  });

  it('starts once with one Idempotency-Key, busy while starting, even if SUBMIT comes twice', () => {
    const { actor, state, startPayment } = start();
    actor.send({ type: 'PHONE.CHANGE', phone: '0712 345 678' });
    actor.send(submit());
    actor.send(submit());
    expect(state().hasTag('busy')).toBe(true);
    expect(startPayment.run).toHaveBeenCalledOnce();
    const [sent] = startPayment.run.mock.calls[0]!;
    expect(sent).toEqual({ campaignId: 'cmp-1', body: { method: 'mpesa', phone: '+254712345678' }, idempotencyKey: state().context.idempotencyKey });
    expect(state().context.idempotencyKey).toMatch(/^key-\d+$/);
  });

  it("sends the component's next key once the API has refused, since it keeps its answer for the last one", async () => {
    const { actor, startPayment } = start();
    actor.send({ type: 'PHONE.CHANGE', phone: '0712345678' });
    actor.send(submit());
    await startPayment.reject({ message: 'A payment for this campaign is already in progress.', status: 409 });
    actor.send(submit());
    const [first, second] = startPayment.run.mock.calls.map(([i]) => (i as { idempotencyKey: string }).idempotencyKey);
    expect(second).not.toBe(first);
  });

  it('when the balance pays it all, asks no phone: one SUBMIT launches from the balance and succeeds at once', async () => {
    const { actor, state, startPayment, refreshCampaign } = start({ covered: true });
    actor.send(submit());
    expect(state().context.phoneError).toBeNull();
    expect(startPayment.run).toHaveBeenCalledOnce();
    expect(startPayment.run.mock.calls[0]![0]).toEqual({ campaignId: 'cmp-1', body: { method: 'balance' }, idempotencyKey: state().context.idempotencyKey });
    await startPayment.resolve(payment({ method: 'balance', status: 'succeeded', amount: 0, fromBalance: 10_500_000, phone: null, mpesa: null }));
    expect(state().value).toBe('succeeded');
    expect(refreshCampaign).toHaveBeenCalledOnce();
  });

  it('re-sends the same key after a lost answer, and a new one once the phone changes', async () => {
    const { actor, startPayment } = start();
    actor.send({ type: 'PHONE.CHANGE', phone: '0712345678' });
    actor.send(submit());
    await startPayment.reject({ message: 'The payment could not be started. Please try again.' });
    expect(actor.getSnapshot().context.failure).toBe('The payment could not be started. Please try again.');
    actor.send(submit());
    const keys = () => startPayment.run.mock.calls.map(([i]) => (i as { idempotencyKey: string }).idempotencyKey);
    expect(keys()[1]).toBe(keys()[0]);
    await startPayment.reject({ message: 'x' });
    actor.send({ type: 'PHONE.CHANGE', phone: '0712345679' });
    actor.send(submit());
    expect(keys()[2]).not.toBe(keys()[0]);
  });

  it("shows the API's phone error on the field", async () => {
    const { actor, state, startPayment } = start();
    actor.send({ type: 'PHONE.CHANGE', phone: '0712345678' });
    actor.send(submit());
    await startPayment.reject({ message: 'Check the fields', status: 422, errors: { phone: ['That is not an M-Pesa number.'] } });
    expect(state().context.phoneError).toEqual({ kind: 'server', message: 'That is not an M-Pesa number.' });
    expect(state().context.failure).toBeNull();
  });

  it('polls the payment every 2 seconds while it waits for the PIN or is being checked, then succeeds and refreshes the campaign', async () => {
    const { actor, state, startPayment, fetchPayment, refreshCampaign } = start();
    actor.send({ type: 'PHONE.CHANGE', phone: '0712345678' });
    actor.send(submit());
    await startPayment.resolve(payment());
    expect(state().matches({ tracking: 'waiting' })).toBe(true);
    vi.advanceTimersByTime(POLL_MS - 1);
    expect(fetchPayment.run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fetchPayment.run).toHaveBeenCalledWith({ paymentId: 'pay-1' });
    await fetchPayment.resolve(payment({ status: 'unknown' }));
    expect(state().context.payment?.status).toBe('unknown');
    vi.advanceTimersByTime(POLL_MS);
    await fetchPayment.reject(new Error('offline'));
    vi.advanceTimersByTime(POLL_MS);
    expect(fetchPayment.run).toHaveBeenCalledTimes(3);
    await fetchPayment.resolve(payment({ status: 'succeeded' }));
    expect(state().value).toBe('succeeded');
    expect(state().status).toBe('done');
    expect(refreshCampaign).toHaveBeenCalledOnce();
  });

  it('fails with the reason, and Try again starts a new intent', async () => {
    const { actor, state, startPayment, fetchPayment } = start();
    actor.send({ type: 'PHONE.CHANGE', phone: '0712345678' });
    actor.send(submit());
    const first = state().context.idempotencyKey;
    await startPayment.resolve(payment());
    vi.advanceTimersByTime(POLL_MS);
    await fetchPayment.resolve(payment({ status: 'failed', resultCode: 2001, reason: 'The M-Pesa PIN was wrong. Try again with the right PIN.' }));
    expect(state().value).toBe('failed');
    expect(state().context.payment?.reason).toMatch(/PIN was wrong/);
    actor.send({ type: 'RETRY' });
    expect(state().value).toBe('choosing');
    expect(state().context.phone).toBe('0712345678');
    actor.send(submit());
    expect(state().context.idempotencyKey).not.toBe(first);
  });

  it('sends a PayPal payer to the approval page', async () => {
    const { actor, state, startPayment, openApproval } = start({ currency: 'USD' });
    actor.send(submit());
    expect(startPayment.run.mock.calls[0]![0]).toMatchObject({ body: { method: 'paypal' } });
    await startPayment.resolve(paypal);
    expect(state().value).toBe('approving');
    expect(openApproval).toHaveBeenCalledWith('http://pp/checkout/O-1');
  });

  it('back from PayPal, reads the payment at once; after a cancel there, cancels it', async () => {
    const back = start({ currency: 'USD', returnedPaymentId: 'pay-1' });
    expect(back.fetchPayment.run).toHaveBeenCalledWith({ paymentId: 'pay-1' });
    await back.fetchPayment.resolve({ ...paypal, status: 'succeeded' });
    expect(back.state().value).toBe('succeeded');

    const cancelled = start({ currency: 'USD', returnedPaymentId: 'pay-1', paypalCancelled: true });
    expect(cancelled.cancelPayment.run).toHaveBeenCalledWith({ paymentId: 'pay-1', idempotencyKey: 'cancel-key' });
    await cancelled.cancelPayment.resolve({ ...paypal, status: 'cancelled' });
    expect(cancelled.state().value).toBe('cancelled');
  });

  it('resumes the newest payment of a funding campaign, or offers to pay when there is none', async () => {
    const open = start({ funding: true });
    expect(open.fetchLatestPayment.run).toHaveBeenCalledWith({ campaignId: 'cmp-1' });
    await open.fetchLatestPayment.resolve(payment({ status: 'unknown' }));
    expect(open.state().matches('tracking')).toBe(true);

    const none = start({ funding: true });
    await none.fetchLatestPayment.resolve(null);
    expect(none.state().value).toBe('choosing');
  });
});
