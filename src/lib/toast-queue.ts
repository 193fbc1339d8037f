import { createActor } from 'xstate';
import { toastMachine, type Toast } from '../../machines/flows/toastMachine.ts';
import { inspect } from './inspect.ts';
import { toastSlot } from './toast-slot.ts';

/**
 * Drawing is wired in by the Toaster once it mounts (it owns sonner and the React view), keeping
 * this module free of React; until then toasts only live in the machine.
 */
export const toastRenderer = {
  render: (_toast: Toast) => {},
  remove: () => {},
};

/** The app's toast actor: created once, when the first toast or the Toaster loads it. */
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
toastSlot.fill((toast) => toasts.send({ type: 'TOAST.SHOW', toast }));
