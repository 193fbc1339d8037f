import { useId, useState } from 'react';
import { appShell } from '../content/site.ts';
import { Icon } from './ui/icon.tsx';

/**
 * The spec gives the AI Copilot button no action, so it is marked unavailable rather than faked.
 * It stays focusable (aria-disabled, not disabled) so keyboard users can reach the explanation.
 * The tooltip shows on hover and focus and Escape dismisses it (WCAG 1.4.13); the description is
 * announced either way, since aria-describedby reads hidden content.
 */
export function AppCopilotButton() {
  const [showTip, setShowTip] = useState(false);
  const tipId = useId();
  return (
    <div className="relative" onPointerEnter={() => setShowTip(true)} onPointerLeave={() => setShowTip(false)}>
      <button
        type="button"
        aria-disabled="true"
        aria-describedby={tipId}
        onFocus={() => setShowTip(true)}
        onBlur={() => setShowTip(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setShowTip(false);
        }}
        className="flex cursor-not-allowed items-center gap-2 rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-600 dark:border-slate-600 dark:text-slate-300"
      >
        <Icon name="sparkles" className="size-4" />
        <span className="sr-only sm:not-sr-only">{appShell.copilot}</span>
      </button>
      <span
        id={tipId}
        role="tooltip"
        hidden={!showTip}
        className="absolute top-full right-0 z-50 mt-2 w-max max-w-56 rounded bg-slate-900 px-2 py-1 text-xs text-white shadow dark:bg-slate-100 dark:text-slate-900"
      >
        {appShell.copilotSoon}
      </span>
    </div>
  );
}
