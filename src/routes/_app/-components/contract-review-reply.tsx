import { useId, useRef, useState, type FormEvent } from 'react';
import { replyToReview } from '../../../api/reviews.ts';
import { buttonClass, inputClass } from '../../../components/ui/button-styles.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { reviewPanel } from '../../../content/reviews.ts';
import { REPLY_TEXT } from '../../../domain/review-types.ts';
import { focusReview } from '../../../lib/focus-review.ts';
import { useMutation } from '../../../lib/use-mutation.ts';

const t = reviewPanel.reply;

/** The reviewed side's one reply: a button that opens a short form in place. */
export function ContractReviewReply({ reviewId }: { reviewId: string }) {
  const id = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const reply = useMutation({
    request: (input: string) => replyToReview(reviewId, input),
    fields: ['text'],
    toast: t.done,
    onReloaded: () => focusReview(reviewId),
    onFieldErrors: () => document.getElementById(`${id}-text`)?.focus(),
  });
  const { errors, setErrors, pending: busy } = reply;

  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => opener.current?.focus());
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const problem = text.trim().length < REPLY_TEXT.min ? t.error : undefined;
    setErrors({ text: problem });
    if (problem) return void document.getElementById(`${id}-text`)?.focus();
    void reply.run(text.trim());
  };

  if (!open) return <button ref={opener} type="button" className={buttonClass.secondary} onClick={() => setOpen(true)}>{t.open}</button>;
  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-busy={busy}>
      <div>
        <label htmlFor={`${id}-text`} className="mb-1 block font-medium">{t.label}</label>
        <p id={`${id}-hint`} className="mb-1 text-sm text-slate-600 dark:text-slate-300">{t.hint}</p>
        <textarea id={`${id}-text`} rows={3} maxLength={REPLY_TEXT.max} value={text} readOnly={busy} className={inputClass} autoFocus aria-required
          aria-invalid={errors.text ? true : undefined} aria-describedby={errors.text ? `${id}-hint ${id}-error` : `${id}-hint`}
          onChange={(e) => (setText(e.target.value), setErrors({ text: undefined }))} />
        <FieldError id={`${id}-error`} message={errors.text} />
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass.primary} aria-disabled={busy}>{busy && <Spinner />}{t.submit}</button>
        <button type="button" className={buttonClass.secondary} disabled={busy} onClick={close}>{t.cancel}</button>
      </div>
    </form>
  );
}
