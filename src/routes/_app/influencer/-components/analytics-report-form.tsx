import { useId, useState, type FormEvent } from 'react';
import { METRIC_FIELDS } from '../../../../domain/metrics-types.ts';
import { submitMetricReport, type MetricReportInput } from '../../../../api/analytics.ts';
import type { CreatorPerformanceView } from '../../../../api/analytics-schemas.ts';
import { buttonClass, inputClass } from '../../../../components/ui/button-styles.ts';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { analyticsCopy, reportForm as t } from '../../../../content/analytics.ts';
import { checkReport, emptyReport, REPORT_FIELDS, type ReportErrors, type ReportField, type ReportValues } from '../../../../lib/analytics-report-form.ts';
import { useMutation } from '../../../../lib/use-mutation.ts';
import { FieldError } from '../../../../components/ui/field-error.tsx';
import { AnalyticsReportField } from './analytics-report-field.tsx';

type Contract = CreatorPerformanceView['byContract'][number];

/** The creator reports a contract's figures with a screenshot as evidence (multipart); field errors from here or the API. */
export function AnalyticsReportForm({ contracts }: { contracts: Contract[] }) {
  const p = useId().replace(/:/g, '');
  const [contractId, setContractId] = useState(contracts[0]?.contractId ?? '');
  const [values, setValues] = useState<ReportValues>(emptyReport);
  const [status, setStatus] = useState('');
  const [formKey, setFormKey] = useState(0);
  const idOf = (f: ReportField) => `${p}-${f}`;
  const set = (f: ReportField, value: string | File | null) => (setValues((v) => ({ ...v, [f]: value })), setErrors((e) => ({ ...e, [f]: undefined })));
  const focusFirst = (found: ReportErrors) => {
    const first = REPORT_FIELDS.find((f) => found[f]);
    if (first) document.getElementById(idOf(first))?.focus();
  };
  const report = useMutation({
    request: (input: MetricReportInput) => submitMetricReport(contractId, input),
    fields: REPORT_FIELDS,
    onFieldErrors: focusFirst,
    onDone: () => {
      setValues(emptyReport());
      setFormKey((k) => k + 1);
      setStatus(t.done(contracts.find((c) => c.contractId === contractId)?.title ?? ''));
    },
  });
  const { errors, setErrors } = report;
  const busy = report.pending;
  const show = (found: ReportErrors) => (setErrors(found), focusFirst(found));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setStatus('');
    const checked = checkReport(values);
    if ('errors' in checked) return show(checked.errors);
    void report.run(checked.input);
  };

  return (
    <section aria-labelledby={`${p}-heading`} className="space-y-4">
      <h2 id={`${p}-heading`} className="text-xl font-semibold">{t.heading}</h2>
      <p role="status" className="font-medium">{status}</p>
      {contracts.length === 0 ? <p>{t.noContracts}</p> : (
        <form key={formKey} onSubmit={submit} noValidate aria-labelledby={`${p}-heading`} className="space-y-4 rounded-xl bg-slate-50 p-4 dark:bg-slate-800/50">
          <p>{t.intro}</p>
          <p className="text-sm text-slate-700 dark:text-slate-300">{analyticsCopy.sourceNote}</p>
          <div className="max-w-md">
            <label htmlFor={`${p}-contract`} className="mb-1 block font-medium">{t.contract}</label>
            <select id={`${p}-contract`} value={contractId} disabled={busy} onChange={(e) => setContractId(e.target.value)} className={inputClass}>
              {contracts.map((c) => <option key={c.contractId} value={c.contractId}>{c.title}</option>)}
            </select>
          </div>
          <fieldset>
            <legend className="mb-2 font-medium">{t.figuresLegend}</legend>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {METRIC_FIELDS.map((f) => (
                <AnalyticsReportField key={f} id={idOf(f)} field={f} value={values[f]} error={errors[f]} busy={busy} onChange={(v) => set(f, v)} hint={f === 'views' ? t.viewsHint : undefined} />
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="mb-2 font-medium">{t.periodLegend}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {(['periodStart', 'periodEnd'] as const).map((f) => (
                <AnalyticsReportField key={f} id={idOf(f)} field={f} value={values[f]} error={errors[f]} busy={busy} onChange={(v) => set(f, v)} />
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor={idOf('screenshot')} className="mb-1 block font-medium">{t.screenshot}</label>
            <p id={`${idOf('screenshot')}-hint`} className="mb-1 text-sm text-slate-700 dark:text-slate-300">{t.screenshotHint}</p>
            <input id={idOf('screenshot')} type="file" accept="image/png,image/jpeg,image/webp" disabled={busy}
              aria-invalid={errors.screenshot ? true : undefined}
              aria-describedby={errors.screenshot ? `${idOf('screenshot')}-hint ${idOf('screenshot')}-error` : `${idOf('screenshot')}-hint`}
              onChange={(e) => set('screenshot', e.target.files?.[0] ?? null)} />
            <FieldError id={`${idOf('screenshot')}-error`} message={errors.screenshot} />
          </div>
          <button type="submit" className={buttonClass.primary} disabled={busy}>{busy && <Spinner />}{t.submit}</button>
        </form>
      )}
    </section>
  );
}
