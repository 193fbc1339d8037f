import type { Currency } from '../../machines/campaignTypes.ts';
import type { MeasuresView } from '../api/analytics-schemas.ts';
import { MEASURE_KEYS, measureLabel } from '../content/analytics.ts';
import { formatMeasure } from '../lib/analytics-format.ts';

/** The measures as a definition list; a ratio with nothing to divide by reads "—". */
export function AnalyticsMeasures({ measures, currency, label }: { measures: MeasuresView; currency: Currency; label: string }) {
  return (
    <dl aria-label={label} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {MEASURE_KEYS.map((key) => (
        <div key={key} className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
          <dt className="text-sm text-slate-700 dark:text-slate-300">{measureLabel[key]}</dt>
          <dd className="text-xl font-semibold">{formatMeasure(key, measures, currency)}</dd>
        </div>
      ))}
    </dl>
  );
}
