import { inputClass } from '../../../../components/ui/button-styles.ts';
import { metricFieldLabel, reportForm as t } from '../../../../content/analytics.ts';
import type { ReportField } from '../../../../lib/analytics-report-form.ts';
import { FieldError } from '../../../../components/ui/field-error.tsx';

type TextField = Exclude<ReportField, 'screenshot'>;
const label = (f: TextField) => (f === 'periodStart' ? t.periodStart : f === 'periodEnd' ? t.periodEnd : metricFieldLabel[f]);

/** One figure (a whole number) or one day of the report's period, with its hint and announced error. */
export function AnalyticsReportField({ id, field, value, error, busy, hint, onChange }: {
  id: string; field: TextField; value: string; error?: string; busy: boolean; hint?: string; onChange: (value: string) => void;
}) {
  const day = field === 'periodStart' || field === 'periodEnd';
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium">{label(field)}</label>
      {hint && <p id={`${id}-hint`} className="mb-1 text-sm text-slate-700 dark:text-slate-300">{hint}</p>}
      <input id={id} type={day ? 'date' : 'text'} inputMode={day ? undefined : 'numeric'} autoComplete="off" value={value} readOnly={busy}
        className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={described}
        onChange={(e) => onChange(e.target.value)} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
