/**
 * Where the toast queue plugs in. `toast-queue.ts` fills it when it is evaluated, and `toast.ts` reads it, so the
 * two never import each other both ways (`toast.ts` only loads the queue).
 */
export type ToastVariant = 'default' | 'destructive' | 'success' | 'warning';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: { label: string; onClick: () => void };
}

let show: ((toast: ToastInput) => void) | null = null;

export const toastSlot = {
  current: () => show,
  fill(send: (toast: ToastInput) => void): void {
    show = send;
  },
};
