/**
 * The app's one way to show a toast. Contract used across the app; the toast queue machine
 * behind it (lib/toast-queue.ts) owns timing (spec §4, §9). The queue and XState load on the first
 * toast or with the Toaster, so pages that never toast do not pay for them up front.
 */
import { toastSlot, type ToastInput } from './toast-slot.ts';

export type { ToastInput, ToastVariant } from './toast-slot.ts';

export function notify(input: ToastInput): void {
  const show = toastSlot.current();
  if (show) show(input);
  // Toasts asked for while the queue loads keep their order: each waits on the same import.
  else void import('./toast-queue.ts').then(() => toastSlot.current()?.(input));
}

/** The spec's error toast ("Error", destructive) for a failed request, with the server's message when it sent one. */
export function notifyError(error: unknown, fallback = 'Something went wrong. Please try again.'): void {
  const message = (error as { message?: unknown } | null)?.message;
  notify({ title: 'Error', description: typeof message === 'string' && message ? message : fallback, variant: 'destructive' });
}
