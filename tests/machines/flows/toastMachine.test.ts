import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { toastMachine, type ToastContent } from '../../../machines/flows/toastMachine.ts';

const otpSent: ToastContent = { title: 'OTP Sent!', description: "We've sent a verification code to brand@sauti.test." };
const failed: ToastContent = { title: 'Error', description: 'Failed to send OTP. Try again.', variant: 'destructive' };

function start() {
  const renderToast = vi.fn();
  const removeToast = vi.fn();
  const actor = createActor(
    toastMachine.provide({
      actions: { renderToast: (_, params) => renderToast(params.toast), removeToast: () => removeToast() },
    }),
  ).start();
  return { actor, renderToast, removeToast };
}

describe('toastMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders a shown toast through the injected action, with a fresh id each time', () => {
    const { actor, renderToast } = start();

    actor.send({ type: 'TOAST.SHOW', toast: otpSent });
    actor.send({ type: 'TOAST.SHOW', toast: failed });

    expect(renderToast.mock.calls).toEqual([[{ ...otpSent, id: 1 }], [{ ...failed, id: 2 }]]);
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
  });

  it('closes a toast by itself after 5000 ms, not at 4999 ms', () => {
    const { actor } = start();
    actor.send({ type: 'TOAST.SHOW', toast: otpSent });

    vi.advanceTimersByTime(4999);
    expect(actor.getSnapshot().value).toEqual({ visible: 'running' });
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('closing');
    expect(actor.getSnapshot().hasTag('closed')).toBe(true);
  });

  it('a new toast replaces the previous one at once and gets the full 5000 ms', () => {
    const { actor } = start();
    actor.send({ type: 'TOAST.SHOW', toast: otpSent });
    vi.advanceTimersByTime(2000);
    actor.send({ type: 'TOAST.PAUSE' });
    actor.send({ type: 'TOAST.RESUME' });
    vi.advanceTimersByTime(1000);

    actor.send({ type: 'TOAST.SHOW', toast: failed });
    vi.advanceTimersByTime(4999);

    expect(actor.getSnapshot().context.toast).toEqual({ ...failed, id: 2 });
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('closing');
  });

  it('a new toast replaces one that is closing', () => {
    const { actor } = start();
    actor.send({ type: 'TOAST.SHOW', toast: otpSent });
    actor.send({ type: 'TOAST.DISMISS' });

    actor.send({ type: 'TOAST.SHOW', toast: failed });
    vi.advanceTimersByTime(1000);

    expect(actor.getSnapshot().value).toEqual({ visible: 'running' });
    expect(actor.getSnapshot().context.toast?.title).toBe('Error');
  });

  it('removes a dismissed toast 1000 ms later, not at 999 ms', () => {
    const { actor, removeToast } = start();
    actor.send({ type: 'TOAST.SHOW', toast: otpSent });

    actor.send({ type: 'TOAST.DISMISS' });
    vi.advanceTimersByTime(999);
    expect(actor.getSnapshot().value).toBe('closing');
    expect(removeToast).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.toast).toBeNull();
    expect(removeToast).toHaveBeenCalledOnce();
  });

  it('closes on the close button or Escape (TOAST.DISMISS), also while paused', () => {
    const { actor } = start();
    actor.send({ type: 'TOAST.SHOW', toast: otpSent });
    actor.send({ type: 'TOAST.PAUSE' });

    actor.send({ type: 'TOAST.DISMISS' });

    expect(actor.getSnapshot().value).toBe('closing');
  });

  it('closes on a swipe right past 50 px, and not on a swipe of 50 px or less', () => {
    const { actor } = start();
    actor.send({ type: 'TOAST.SHOW', toast: otpSent });

    actor.send({ type: 'TOAST.SWIPE', dx: 50 });
    actor.send({ type: 'TOAST.SWIPE', dx: -80 });
    expect(actor.getSnapshot().hasTag('open')).toBe(true);

    actor.send({ type: 'TOAST.SWIPE', dx: 51 });
    expect(actor.getSnapshot().value).toBe('closing');
  });

  it('pauses auto-close while the pointer or focus is on the toast area and resumes with the remaining time', () => {
    const { actor } = start();
    actor.send({ type: 'TOAST.SHOW', toast: otpSent });
    vi.advanceTimersByTime(2000);

    actor.send({ type: 'TOAST.PAUSE' });
    vi.advanceTimersByTime(10_000);
    expect(actor.getSnapshot().value).toEqual({ visible: 'paused' });
    expect(actor.getSnapshot().hasTag('paused')).toBe(true);

    actor.send({ type: 'TOAST.RESUME' });
    vi.advanceTimersByTime(2999);
    expect(actor.getSnapshot().value).toEqual({ visible: 'running' });
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('closing');
  });

  it('a toast that replaces one under the pointer starts paused', () => {
    const { actor } = start();
    actor.send({ type: 'TOAST.SHOW', toast: otpSent });
    actor.send({ type: 'TOAST.PAUSE' });

    actor.send({ type: 'TOAST.SHOW', toast: failed });
    vi.advanceTimersByTime(6000);

    expect(actor.getSnapshot().value).toEqual({ visible: 'paused' });
  });

  it('remembers the pointer leaving while a toast is closing, so the next one runs', () => {
    const { actor } = start();
    actor.send({ type: 'TOAST.SHOW', toast: otpSent });
    actor.send({ type: 'TOAST.PAUSE' });
    actor.send({ type: 'TOAST.DISMISS' });

    actor.send({ type: 'TOAST.RESUME' });
    actor.send({ type: 'TOAST.SHOW', toast: failed });

    expect(actor.getSnapshot().value).toEqual({ visible: 'running' });
  });

  it('the next toast after a removal is not held, since the empty area holds nothing', () => {
    const { actor } = start();
    actor.send({ type: 'TOAST.SHOW', toast: otpSent });
    actor.send({ type: 'TOAST.PAUSE' });
    actor.send({ type: 'TOAST.DISMISS' });
    vi.advanceTimersByTime(1000);

    actor.send({ type: 'TOAST.SHOW', toast: failed });
    vi.advanceTimersByTime(5000);

    expect(actor.getSnapshot().value).toBe('closing');
  });
});
