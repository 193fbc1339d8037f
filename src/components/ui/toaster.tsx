import { useEffect, useRef, useSyncExternalStore } from 'react';
import { toast as sonner, Toaster as Sonner } from 'sonner';
import { toastRenderer, toasts } from '../../lib/toast-queue.ts';
import { ToastView, type ToastActor } from './toast-view.tsx';

// sonner's own timer and swipe are off: the toast machine owns closing.
const entryOptions = { duration: Infinity, dismissible: false } as const;

/**
 * Each stretch from a toast appearing to its removal is one run, with its own sonner entry. Ids are
 * never reused (sonner would merge a new toast into an entry still in its 200 ms exit), and an
 * entry on its way out draws nothing, or it would show the next toast a second time.
 */
const runs = { current: 0, listeners: new Set<() => void>() };
const subscribeRuns = (listener: () => void) => {
  runs.listeners.add(listener);
  return () => void runs.listeners.delete(listener);
};

function Entry({ run }: { run: number }) {
  const current = useSyncExternalStore(subscribeRuns, () => runs.current);
  return current === run ? <ToastView actor={toasts} /> : null;
}

/**
 * The notification area (spec §4). sonner places it (top right, 4rem down), makes it a polite live
 * region and moves focus into it on F8. Its own timer, swipe (45 px) and exit (200 ms) are switched
 * off: the toast machine owns them, and this component feeds it the pointer, focus and Escape.
 */
export function Toaster() {
  const area = useRef<HTMLElement>(null);

  useEffect(() => {
    // The view reads the toast from the machine, so a replacement redraws the same entry in place.
    toastRenderer.render = () => {
      const run = runs.current;
      sonner.custom(() => <Entry run={run} />, { id: `toast-${run}`, ...entryOptions });
    };
    toastRenderer.remove = () => {
      sonner.dismiss(`toast-${runs.current}`);
      runs.current += 1;
      for (const listener of runs.listeners) listener();
    };
    // A toast shown before the Toaster mounted (e.g. from a route's first effect) still appears.
    const { toast } = toasts.getSnapshot().context;
    if (toast) toastRenderer.render(toast);
    return () => {
      toastRenderer.render = () => {};
      toastRenderer.remove = () => {};
    };
  }, []);

  useEffect(() => holdWhileAttended(area.current!, toasts), []);

  return (
    <Sonner ref={area} position="top-right" visibleToasts={1} offset={{ top: '4rem' }} mobileOffset={{ top: '4rem' }} hotkey={['F8']} />
  );
}

/** Pauses auto-close while the pointer or focus is anywhere in the area, and closes on Escape from inside it. */
function holdWhileAttended(area: HTMLElement, actor: ToastActor) {
  const on = { pointer: false, focus: false };
  const set = (by: keyof typeof on, value: boolean) => {
    on[by] = value;
    actor.send({ type: on.pointer || on.focus ? 'TOAST.PAUSE' : 'TOAST.RESUME' });
  };
  const left = (event: Event) => !area.contains((event as FocusEvent).relatedTarget as Node | null);
  const listeners: Record<string, (event: Event) => void> = {
    pointerover: () => set('pointer', true),
    pointerout: (event) => left(event) && set('pointer', false),
    focusin: () => set('focus', true),
    focusout: (event) => left(event) && set('focus', false),
    keydown: (event) => (event as KeyboardEvent).key === 'Escape' && actor.send({ type: 'TOAST.DISMISS' }),
  };
  for (const [type, listener] of Object.entries(listeners)) area.addEventListener(type, listener);
  // A removed toast takes the pointer and focus with it, without a leave event; the machine forgets them too.
  const subscription = actor.subscribe((snapshot) => {
    if (snapshot.matches('idle')) on.pointer = on.focus = false;
  });
  return () => {
    subscription.unsubscribe();
    for (const [type, listener] of Object.entries(listeners)) area.removeEventListener(type, listener);
  };
}
