// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../src/components/ui/toaster.tsx';
import { notify, type ToastInput } from '../../src/lib/toast.ts';
import { toasts } from '../../src/lib/toast-queue.ts';

const otpSent: ToastInput = { title: 'OTP Sent!', description: "We've sent a verification code to brand@sauti.test.", variant: 'success' };

/** Runs sonner's own deferrals (a timeout to add, a frame to dismiss) and the machine's timers. */
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

async function show(input: ToastInput = otpSent) {
  act(() => notify(input));
  await advance(0);
  return screen.getByText(input.title).closest<HTMLElement>('[data-state]')!;
}

// fireEvent, not user-event: user-event's async wrapper waits on a real timeout that fake clocks never fire.
const setup = () => render(<Toaster />);
const pressKey = (target: Element, key: string) => fireEvent.keyDown(target, { key, code: key });

const area = () => screen.getByRole('region', { name: /notifications/i });

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(async () => {
    // The actor lives at module scope: leave it empty for the next test.
    act(() => toasts.send({ type: 'TOAST.DISMISS' }));
    await advance(2000);
    cleanup();
    vi.useRealTimers();
  });

  it('shows the toast title and description in a live region', async () => {
    setup();
    await show();

    const status = within(area()).getByRole('status');
    expect(area().getAttribute('aria-live')).toBe('polite');
    expect(within(status).getByText('OTP Sent!')).toBeTruthy();
    expect(within(status).getByText("We've sent a verification code to brand@sauti.test.")).toBeTruthy();
  });

  it("shows a toast sent before the Toaster mounted (e.g. from a page's first effect)", async () => {
    act(() => notify(otpSent));
    setup();
    await advance(0);

    expect(within(area()).getByRole('status').textContent).toContain('OTP Sent!');
  });

  it('announces a destructive toast assertively', async () => {
    setup();
    await show({ title: 'Error', description: 'Failed to send OTP. Try again.', variant: 'destructive' });

    expect(within(screen.getByRole('alert')).getByText('Error')).toBeTruthy();
  });

  it('shows one toast at a time: a new one replaces the previous', async () => {
    setup();
    await show();
    await show({ title: 'Error', description: 'Failed to send OTP. Try again.' });

    expect(screen.queryByText('OTP Sent!')).toBeNull();
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('a toast that replaces one under focus keeps the focus and waits', async () => {
    setup();
    const first = await show();
    const close = within(first).getByRole('button', { name: 'Close' });
    act(() => close.focus());

    const second = await show({ title: 'Error', description: 'Failed to send OTP. Try again.' });
    await advance(10_000);

    expect(document.activeElement).toBe(close);
    expect(second.contains(close)).toBe(true);
    expect(second.dataset.state).toBe('open');
  });

  // Both fall inside sonner's 200 ms exit of the removed toast.
  it.each([0, 50])('shows a new toast %i ms after the previous one was removed, once', async (gap) => {
    setup();
    await show();
    act(() => toasts.send({ type: 'TOAST.DISMISS' }));
    await advance(1000 + gap);

    await show({ title: 'Error', description: 'Failed to send OTP. Try again.' });
    await advance(500);

    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toContain('Error');
  });

  it('closes by itself after 5000 ms and is removed 1000 ms later', async () => {
    setup();
    const toast = await show();

    await advance(4999);
    expect(toast.dataset.state).toBe('open');
    await advance(1);
    expect(toast.dataset.state).toBe('closed');
    await advance(999);
    expect(screen.getByText('OTP Sent!')).toBeTruthy();
    await advance(1);
    expect(screen.queryByText('OTP Sent!')).toBeNull();
  });

  it('closes on the close button', async () => {
    setup();
    const toast = await show();

    fireEvent.click(within(toast).getByRole('button', { name: 'Close' }));

    expect(toast.dataset.state).toBe('closed');
  });

  it('closes on Escape once F8 has moved focus into the notification area', async () => {
    setup();
    const toast = await show();

    pressKey(document.body, 'F8');
    expect(area().contains(document.activeElement)).toBe(true);
    pressKey(document.activeElement!, 'Escape');

    expect(toast.dataset.state).toBe('closed');
  });

  it('closes on a swipe right past 50 px (60 px) but not on a 40 px swipe', async () => {
    setup();
    const toast = await show();
    const swipe = (dx: number) => {
      fireEvent.pointerDown(toast, { button: 0, pointerId: 1, clientX: 100 });
      fireEvent.pointerMove(toast, { pointerId: 1, clientX: 100 + dx });
      fireEvent.pointerUp(toast, { pointerId: 1, clientX: 100 + dx });
    };

    act(() => swipe(40));
    expect(toast.dataset.state).toBe('open');
    act(() => swipe(60));
    expect(toast.dataset.state).toBe('closed');
  });

  it('runs the action (e.g. Register on "Account Not Found") and dismisses the toast', async () => {
    setup();
    const register = vi.fn();
    const toast = await show({
      title: 'Account Not Found',
      variant: 'destructive',
      action: { label: 'Register', onClick: register },
    });

    fireEvent.click(within(toast).getByRole('button', { name: 'Register' }));

    expect(register).toHaveBeenCalledOnce();
    expect(toast.dataset.state).toBe('closed');
  });

  it('F8 focuses the notification area, and auto-close waits while focus is there', async () => {
    render(
      <>
        <button type="button">Continue</button>
        <Toaster />
      </>,
    );
    const toast = await show();

    pressKey(document.body, 'F8');
    await advance(10_000);
    expect(area().contains(document.activeElement)).toBe(true);
    expect(toast.dataset.state).toBe('open');

    act(() => screen.getByRole('button', { name: 'Continue' }).focus());
    await advance(5000);
    expect(toast.dataset.state).toBe('closed');
  });

  it('pauses auto-close while the pointer is on the toast area and resumes with the remaining time', async () => {
    setup();
    const toast = await show();
    await advance(2000);

    fireEvent.pointerOver(toast);
    await advance(10_000);
    expect(toast.dataset.state).toBe('open');

    fireEvent.pointerOut(toast, { relatedTarget: document.body });
    await advance(2999);
    expect(toast.dataset.state).toBe('open');
    await advance(1);
    expect(toast.dataset.state).toBe('closed');
  });
});
