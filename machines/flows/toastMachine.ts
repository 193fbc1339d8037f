import { assign, setup } from 'xstate';

/** Spec §9: default duration 5000 ms, removal delay 1000 ms, swipe threshold 50 px. */
export const TOAST_DURATION = 5000;
export const TOAST_REMOVE_DELAY = 1000;
export const SWIPE_THRESHOLD = 50;

/** Same shape as `ToastInput` in src/lib/toast.ts; machines may not import the app, so tsc checks the match there. */
export interface ToastContent {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success' | 'warning';
  action?: { label: string; onClick: () => void };
}

export interface Toast extends ToastContent {
  id: number;
}

export interface ToastContext {
  toast: Toast | null;
  lastId: number;
  /** Auto-close time left; shrinks on every pause so a resume continues where it stopped. */
  remaining: number;
  startedAt: number;
  /** Pointer or focus is on the toast area, so the toast on screen (or the next one) must wait. */
  held: boolean;
}

export type ToastEvent =
  | { type: 'TOAST.SHOW'; toast: ToastContent }
  | { type: 'TOAST.DISMISS' }
  | { type: 'TOAST.SWIPE'; dx: number }
  | { type: 'TOAST.PAUSE' }
  | { type: 'TOAST.RESUME' };

/**
 * One toast at a time (spec §4). The machine owns every timing and threshold rule; drawing the
 * toast is injected (`renderToast`, `removeToast`) so the app can use sonner and tests can use fakes.
 */
export const toastMachine = setup({
  types: {} as { context: ToastContext; events: ToastEvent },
  actions: {
    renderToast: (_, _params: { toast: Toast }) => {},
    removeToast: () => {},
    storeToast: assign(({ context }, params: { toast: ToastContent }) => ({
      toast: { ...params.toast, id: context.lastId + 1 },
      lastId: context.lastId + 1,
      remaining: TOAST_DURATION,
    })),
  },
  guards: {
    held: ({ context }) => context.held,
    pastSwipeThreshold: (_, params: { dx: number }) => params.dx > SWIPE_THRESHOLD,
  },
  delays: {
    autoClose: ({ context }) => context.remaining,
    removeDelay: TOAST_REMOVE_DELAY,
  },
}).createMachine({
  id: 'toast',
  context: { toast: null, lastId: 0, remaining: TOAST_DURATION, startedAt: 0, held: false },
  initial: 'idle',
  // Handlers sit on the states, not the root: the model harness only counts transitions of child states.
  states: {
    idle: {
      on: { 'TOAST.SHOW': { target: 'visible', actions: { type: 'storeToast', params: ({ event }) => ({ toast: event.toast }) } } },
    },
    visible: {
      tags: ['open'],
      // Every way in is a new toast, so drawing it belongs to the state, not to each transition.
      entry: { type: 'renderToast', params: ({ context }) => ({ toast: context.toast! }) },
      initial: 'running',
      on: {
        // A new toast replaces the one on screen at once and gets the full 5000 ms.
        'TOAST.SHOW': {
          target: 'visible',
          reenter: true,
          actions: { type: 'storeToast', params: ({ event }) => ({ toast: event.toast }) },
        },
        'TOAST.DISMISS': { target: 'closing' },
        'TOAST.SWIPE': {
          guard: { type: 'pastSwipeThreshold', params: ({ event }) => ({ dx: event.dx }) },
          target: 'closing',
        },
      },
      // Invariant: running while nothing holds the toast, paused while the pointer or focus does.
      states: {
        running: {
          entry: assign({ startedAt: () => Date.now() }),
          // A toast that replaces one under the pointer or focus starts paused.
          always: { guard: 'held', target: 'paused' },
          after: { autoClose: { target: '#toast.closing' } },
          on: {
            'TOAST.PAUSE': {
              target: 'paused',
              actions: assign({
                held: true,
                remaining: ({ context }) => Math.max(0, context.remaining - (Date.now() - context.startedAt)),
              }),
            },
          },
        },
        paused: {
          tags: ['paused'],
          on: { 'TOAST.RESUME': { target: 'running', actions: assign({ held: false }) } },
        },
      },
    },
    closing: {
      tags: ['closed'],
      on: {
        'TOAST.SHOW': { target: 'visible', actions: { type: 'storeToast', params: ({ event }) => ({ toast: event.toast }) } },
        // The pointer or focus may come and go while the closed toast lingers; the next toast must know.
        'TOAST.PAUSE': { actions: assign({ held: true }) },
        'TOAST.RESUME': { actions: assign({ held: false }) },
      },
      after: {
        // The area is empty once the toast is gone, so nothing can still hold the next one.
        removeDelay: { target: 'idle', actions: ['removeToast', assign({ toast: null, held: false })] },
      },
    },
  },
});
