import { useId, useState, type FormEvent } from 'react';
import { writeReview, type ReviewInput } from '../../../api/reviews.ts';
import { buttonClass, inputClass } from '../../../components/ui/button-styles.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { reviewPanel } from '../../../content/reviews.ts';
import { REVIEW_TEXT, type ReviewSide } from '../../../domain/review-types.ts';
import { focusReview } from '../../../lib/focus-review.ts';
import { useMutation } from '../../../lib/use-mutation.ts';

const t = reviewPanel.form;

/** The caller's rating (1 to 5, as radio buttons) and short review of the other side; the API checks it again. */
export function ContractReviewForm({ contractId, side }: { contractId: string; side: ReviewSide }) {
  const id = useId();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const review = useMutation({
    request: (input: ReviewInput) => writeReview(contractId, input),
    fields: ['rating', 'text'],
    toast: t.done,
    onReloaded: (written) => focusReview(written.id),
    onFieldErrors: (errors) => document.getElementById(errors.rating ? `${id}-star-1` : `${id}-text`)?.focus(),
  });
  const { errors, setErrors, pending: busy } = review;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = { rating: rating < 1 ? t.ratingError : undefined, text: text.trim().length < REVIEW_TEXT.min ? t.textError : undefined };
    setErrors(found);
    if (found.rating) return void document.getElementById(`${id}-star-1`)?.focus();
    if (found.text) return void document.getElementById(`${id}-text`)?.focus();
    void review.run({ rating, text: text.trim() });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-xl bg-slate-50 p-4 dark:bg-slate-800/50" aria-busy={busy}>
      <fieldset aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
        <legend className="mb-1 font-medium">{t.legend(side)}</legend>
        <div className="flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="inline-flex cursor-pointer items-center gap-1 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 dark:border-slate-600 dark:has-[:checked]:bg-slate-700">
              <input id={`${id}-star-${n}`} type="radio" name={`${id}-rating`} value={n} checked={rating === n} disabled={busy}
                aria-invalid={errors.rating ? true : undefined}
                onChange={() => (setRating(n), setErrors({ ...errors, rating: undefined }))} />
              <span>{t.star(n)}</span>
            </label>
          ))}
        </div>
        <FieldError id={`${id}-rating-error`} message={errors.rating} />
      </fieldset>
      <div>
        <label htmlFor={`${id}-text`} className="mb-1 block font-medium">{t.text}</label>
        <p id={`${id}-hint`} className="mb-1 text-sm text-slate-600 dark:text-slate-300">{t.hint}</p>
        <textarea id={`${id}-text`} rows={4} maxLength={REVIEW_TEXT.max} value={text} readOnly={busy} className={inputClass} aria-required
          aria-invalid={errors.text ? true : undefined} aria-describedby={errors.text ? `${id}-hint ${id}-text-error` : `${id}-hint`}
          onChange={(e) => (setText(e.target.value), setErrors({ ...errors, text: undefined }))} />
        <FieldError id={`${id}-text-error`} message={errors.text} />
      </div>
      <button type="submit" className={buttonClass.primary} aria-disabled={busy}>{busy && <Spinner />}{t.submit}</button>
    </form>
  );
}
