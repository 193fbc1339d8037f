import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalPanel } from './focus-trap.ts';
import { Icon } from './icon.tsx';

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
  useModalPanel({ open, panelRef: panel, onClose });

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
            onClick={onClose}
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
