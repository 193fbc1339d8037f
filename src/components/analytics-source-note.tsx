import { analyticsCopy as t } from '../content/analytics.ts';

/** Where the figures come from, in words: impressions, reach and engagement are the creator's, with a screenshot as evidence. */
export function AnalyticsSourceNote() {
  return (
    <aside aria-label="About these figures" className="rounded-xl border-l-4 border-brand-700 bg-slate-50 p-4 dark:border-teal-300 dark:bg-slate-800/50">
      <p className="font-medium">{t.sourceNote}</p>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t.sourceMore}</p>
    </aside>
  );
}
