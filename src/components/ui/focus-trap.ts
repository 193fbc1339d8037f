import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

const focusables = (panel: HTMLElement) => Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));

interface ModalPanelOptions {
  open: boolean;
  panelRef: RefObject<HTMLElement | null>;
  /** Where focus goes back to on close (WCAG 2.4.3): the button that opened the panel. */
  triggerRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}

/**
 * Slide-out panels (public mobile menu, app sidebar on mobile) behave as modal dialogs:
 * focus moves in, Tab wraps inside, Escape closes, and focus returns to the trigger.
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
    const trigger = triggerRef.current;
    focusables(panel)[0]?.focus();
    // The page behind must not scroll under the panel.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(panel);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (!panel.contains(active)) {
        event.preventDefault();
        first.focus();
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
      document.body.style.overflow = overflow;
      trigger?.focus();
    };
  }, [open, panelRef, triggerRef]);
}
