import { useSelector } from '@xstate/react';
import { useState, type PointerEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Toast, toastMachine } from '../../../machines/flows/toastMachine.ts';
import { Icon } from './icon.tsx';

export type ToastActor = ActorRefFrom<typeof toastMachine>;

const CLOSE_LABEL = 'Close';

// Each variant keeps its text at 4.5:1 or more against its own background, in both themes.
const variantClass: Record<NonNullable<Toast['variant']>, string> = {
  default: 'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-50',
  destructive: 'border-red-800 bg-red-700 text-white dark:border-red-500 dark:bg-red-900 dark:text-red-50',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-50',
  warning: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-50',
};

// The brand focus ring fades into coloured toasts; the text colour never does.
const toastButtonClass = 'rounded-md focus-visible:outline-current';

/** Spec §9: the bar runs 4 s, while the toast itself lives 5 s. Keyframes live here, next to their only user. */
const progressKeyframes = '@keyframes sauti-toast-progress{from{transform:scaleX(1)}to{transform:scaleX(0)}}';

/**
 * The toast on screen, drawn inside sonner's entry. It always shows the machine's current toast, so a
 * replacement updates it in place (focus inside survives); swipes are measured here and judged by the
 * machine, which owns the 50 px threshold.
 */
export function ToastView({ actor }: { actor: ToastActor }) {
  const toast = useSelector(actor, (s) => s.context.toast);
  const phase = useSelector(actor, (s) => (s.hasTag('paused') ? 'paused' : s.hasTag('open') ? 'open' : 'closed'));
  const [swipe, setSwipe] = useState<{ from: number; dx: number } | null>(null);
  if (!toast) return null;

  const dismiss = () => actor.send({ type: 'TOAST.DISMISS' });
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as Element).closest('button')) return;
    // Keeps the swipe alive when the pointer outruns the toast (absent in jsdom).
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setSwipe({ from: event.clientX, dx: 0 });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (swipe) setSwipe({ ...swipe, dx: Math.max(0, event.clientX - swipe.from) });
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!swipe) return;
    actor.send({ type: 'TOAST.SWIPE', dx: event.clientX - swipe.from });
    setSwipe(null);
  };

  const closed = phase === 'closed';
  return (
    <div
      role={toast.variant === 'destructive' ? 'alert' : 'status'}
      aria-atomic="true"
      data-state={closed ? 'closed' : 'open'}
      data-variant={toast.variant ?? 'default'}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setSwipe(null)}
      style={{ transform: closed ? 'translateX(100%)' : swipe ? `translateX(${swipe.dx}px)` : undefined }}
      className={`relative flex w-(--width) max-w-full touch-none items-start gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg ${variantClass[toast.variant ?? 'default']} ${swipe ? '' : 'transition-[transform,opacity] duration-200 motion-reduce:transition-none'} ${closed ? 'pointer-events-none opacity-0' : ''}`}
    >
      <style href="sauti-toast-progress" precedence="default">
        {progressKeyframes}
      </style>
      <div className="grid flex-1 gap-1">
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.description && <p className="text-sm">{toast.description}</p>}
      </div>
      {toast.action && (
        <button
          type="button"
          className={`${toastButtonClass} shrink-0 border border-current px-3 py-1 text-sm font-semibold hover:bg-black/10 dark:hover:bg-white/10`}
          onClick={() => {
            toast.action?.onClick();
            dismiss();
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button
        type="button"
        aria-label={CLOSE_LABEL}
        onClick={dismiss}
        className={`${toastButtonClass} absolute top-2 right-2 p-1 hover:bg-black/10 dark:hover:bg-white/10`}
      >
        <Icon name="close" className="size-4" />
      </button>
      <div aria-hidden="true" className="absolute inset-x-0 bottom-0 h-1">
        <div
          key={toast.id}
          className="h-full origin-left animate-[sauti-toast-progress_4s_linear_forwards] bg-current opacity-60 motion-reduce:animate-none"
          style={{ animationPlayState: phase === 'paused' ? 'paused' : 'running' }}
        />
      </div>
    </div>
  );
}
