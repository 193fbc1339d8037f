import { createActor } from 'xstate';
import { toastMachine, type Toast } from '../../machines/toastMachine.ts';
import { inspect } from './inspect.ts';

/**
 * The app's one way to show a toast. Contract used across the app; the toast queue machine
 * behind it owns timing (spec §4, §9).
 */
export type ToastVariant = 'default' | 'destructive' | 'success' | 'warning';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: { label: string; onClick: () => void };
}

/**
 * Drawing is wired in by the Toaster once it mounts (it owns sonner and the React view), keeping
 * this module free of React; until then toasts only live in the machine.
 */
export const toastRenderer = {
  render: (_toast: Toast) => {},
  remove: () => {},
};

/** The app's toast actor: created once, at module scope. */
export const toasts = createActor(
  toastMachine.provide({
    actions: {
      renderToast: (_, { toast }) => toastRenderer.render(toast),
      removeToast: () => toastRenderer.remove(),
    },
  }),
  { inspect },
);
toasts.start();

export function notify(input: ToastInput): void {
  toasts.send({ type: 'TOAST.SHOW', toast: input });
}
