import type { Currency } from '../domain/campaign-types.ts';
import type { MeasuresView } from '../api/analytics-schemas.ts';
import { analyticsCopy, MEASURE_KEYS, measureBasis, measureLabel, type MeasureScope } from '../content/analytics.ts';
import { showMeasure } from '../lib/analytics-format.ts';

/**
 * The measures as a definition list, each with one line on what it is based on; a ratio with nothing to divide by
 * reads "—", and a return with no sale to judge by reads "Not enough data yet".
 */
export function AnalyticsMeasures({ measures, currency, label, scope = 'campaign' }: { measures: MeasuresView; currency: Currency; label: string; scope?: MeasureScope }) {
  return (
    <dl aria-label={label} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {MEASURE_KEYS.map((key) => (
        <div key={key} className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
          <dt className="text-sm text-slate-700 dark:text-slate-300">{measureLabel[key]}</dt>
          <dd className="text-xl font-semibold">{showMeasure(key, measures, currency, analyticsCopy.notEnoughData)}</dd>
          <dd className="mt-1 text-sm text-slate-700 dark:text-slate-300">{measureBasis(key, scope)}</dd>
        </div>
      ))}
    </dl>
  );
}
