import { useId, useState, type FormEvent } from 'react';
import { reportReview } from '../api/reviews.ts';
import { reviewPanel } from '../content/reviews.ts';
import { REPORT_REASON } from '../domain/review-types.ts';
import { useMutation } from '../lib/use-mutation.ts';
import { buttonClass, inputClass } from './ui/button-styles.ts';
import { Dialog } from './ui/dialog.tsx';
import { FieldError } from './ui/field-error.tsx';
import { Spinner } from './ui/spinner.tsx';

const t = reviewPanel.report;

/** "Report this review": a dialog asking what is wrong; the report waits in the admin's queue. */
export function ReviewReportButton({ reviewId, label }: { reviewId: string; label?: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const report = useMutation({
    request: (input: string) => reportReview(reviewId, input),
    fields: ['reason'],
    toast: t.done,
    invalidate: false,
    onDone: () => setOpen(false),
    onFieldErrors: () => document.getElementById(`${id}-reason`)?.focus(),
  });
  const { errors, setErrors, pending: busy } = report;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const problem = reason.trim().length < REPORT_REASON.min ? t.error : undefined;
    setErrors({ reason: problem });
    if (problem) return void document.getElementById(`${id}-reason`)?.focus();
    void report.run(reason.trim());
  };

  return (
    <>
      <button type="button" className={buttonClass.link} aria-label={label} onClick={() => setOpen(true)}>{t.open}</button>
      <Dialog open={open} title={t.title} closeLabel={t.close} onClose={() => !busy && setOpen(false)}>
        <form onSubmit={submit} noValidate className="space-y-4" aria-busy={busy}>
          <div>
            <label htmlFor={`${id}-reason`} className="mb-1 block font-medium">{t.label}</label>
            <p id={`${id}-hint`} className="mb-1 text-sm text-slate-600 dark:text-slate-300">{t.hint}</p>
            <textarea id={`${id}-reason`} rows={4} maxLength={REPORT_REASON.max} value={reason} readOnly={busy} className={inputClass} aria-required
              aria-invalid={errors.reason ? true : undefined} aria-describedby={errors.reason ? `${id}-hint ${id}-error` : `${id}-hint`}
              onChange={(e) => (setReason(e.target.value), setErrors({ reason: undefined }))} />
            <FieldError id={`${id}-error`} message={errors.reason} />
          </div>
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={buttonClass.primary} aria-disabled={busy}>{busy && <Spinner />}{t.submit}</button>
            <button type="button" className={buttonClass.secondary} disabled={busy} onClick={() => setOpen(false)}>{t.cancel}</button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
