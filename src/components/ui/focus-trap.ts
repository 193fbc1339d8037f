import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focusable controls that are actually shown (a hidden one cannot take focus); without layout, all of them. */
const shown = (el: HTMLElement) => (typeof el.checkVisibility === 'function' ? el.checkVisibility() : true);
const focusables = (panel: HTMLElement) => Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(shown);

interface ModalPanelOptions {
  open: boolean;
  panelRef: RefObject<HTMLElement | null>;
  /** Where focus goes back to on close (WCAG 2.4.3); without it, whatever had focus when the panel opened. */
  triggerRef?: RefObject<HTMLElement | null>;
  onClose: () => void;
}

/**
 * Modal behaviour for dialogs and slide-out panels: focus moves in (to `[data-autofocus]` when marked),
 * Tab wraps inside, Escape closes, the page behind does not scroll, and focus returns on close.
 */
export function useModalPanel({ open, panelRef, triggerRef, onClose }: ModalPanelOptions): void {
  // A ref, so a new onClose identity on each render does not re-run the effect and steal focus.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const trigger = triggerRef?.current ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    const start = panel.querySelector<HTMLElement>('[data-autofocus]');
    (start?.matches(FOCUSABLE) ? start : focusables(start ?? panel)[0])?.focus();
    const overflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      const active = document.activeElement;
      const inside = panel.contains(active) || active === document.body;
      if (event.key === 'Escape' && inside) {
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(panel);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      // From outside (a control that just became disabled left focus on the body), Tab comes back in.
      if (!panel.contains(active)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && active === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
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
  }, [open, panelRef, triggerRef]);
}
