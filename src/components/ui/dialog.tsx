import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from './icon.tsx';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  open: boolean;
  title: string;
  closeLabel: string;
  /** Escape or the close button: the owner decides (a busy form may refuse). */
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}

/**
 * A modal dialog: role=dialog with aria-modal, focus moved in, Tab and Shift+Tab wrapped inside, Escape
 * asks the owner to close, the page behind covered and not scrolling, and focus returned to whatever
 * opened it (WCAG 2.4.3). Not a native <dialog>: showModal() puts the dialog in the top layer and makes
 * everything else inert, toasts included, and the spec's outcome toasts must be seen and announced
 * above the open form. The content only exists while open, so a closed dialog holds no video or inputs.
 */
export function Dialog({ open, title, closeLabel, onClose, children, wide = false }: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // A ref, so a new onClose on each render does not re-run the effect and move focus.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const root = panel.current;
    if (!open || !root) return;
    const trigger = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // `data-autofocus` marks where focus starts: the control itself or a wrapper around it.
    const start = root.querySelector<HTMLElement>('[data-autofocus]');
    (start?.matches(FOCUSABLE) ? start : (start ?? root).querySelector<HTMLElement>(FOCUSABLE))?.focus();
    const overflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      const inside = root.contains(document.activeElement) || document.activeElement === document.body;
      if (event.key === 'Escape' && inside) {
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getClientRects().length > 0);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      // From outside (a control that just became disabled left focus on the body), Tab comes back in.
      if (!root.contains(document.activeElement)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.documentElement.style.overflow = overflow;
      trigger?.focus();
    };
  }, [open]);

  if (!open) return null;
  // Above the sticky header (z-40), below the toast area (sonner's own z-index is far higher).
  return createPortal(
    <div className="fixed inset-0 z-[60] flex items-center justify-center bg-slate-950/70 p-4">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={`max-h-full w-full overflow-y-auto rounded-xl border border-slate-200 bg-white p-6 text-slate-900 shadow-2xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 ${wide ? 'max-w-3xl' : 'max-w-2xl'}`}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-bold">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => close.current()}
            aria-label={closeLabel}
            className="rounded p-1 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <Icon name="close" />
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
