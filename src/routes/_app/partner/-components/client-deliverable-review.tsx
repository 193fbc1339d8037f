import { useRef, useState, type FormEvent } from 'react';
import { approveDeliverable, requestRevision } from '../../../../api/delivery.ts';
import { buttonClass, inputClass } from '../../../../components/ui/button-styles.ts';
import { FieldError } from '../../../../components/ui/field-error.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { reviewActions } from '../../../../content/delivery.ts';
import { partnerReview as t } from '../../../../content/partners.ts';
import type { Deliverable } from '../../../../domain/delivery-types.ts';
import { feedbackError } from '../../../../lib/delivery-form.ts';
import { useMutation } from '../../../../lib/use-mutation.ts';

/**
 * The partner's review of a deliverable in review: ask for a revision (feedback required), or approve, which
 * releases the creator's fee and so is refused past the brand's spending limit (the server says so in a toast).
 */
export function ClientDeliverableReview({ deliverable, maxRevisions }: { deliverable: Deliverable; maxRevisions: number }) {
  const field = useRef<HTMLTextAreaElement>(null);
  const [feedback, setFeedback] = useState('');
  const revise = useMutation({
    request: (text: string) => requestRevision(deliverable.id, text),
    fields: ['feedback'],
    toast: t.sent,
    onFieldErrors: () => field.current?.focus(),
  });
  const approve = useMutation({ request: (_: void, key: string) => approveDeliverable(deliverable.id, key), toast: t.approved });
  const id = `feedback-${deliverable.id}`;
  const error = revise.errors.feedback;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = feedbackError(feedback);
    revise.setErrors({ feedback: problem });
    if (problem) return void field.current?.focus();
    void revise.run(feedback.trim());
  };
  return (
    <div className="mt-3 space-y-3">
      <p>{reviewActions.used(deliverable.revisionsUsed, maxRevisions)}</p>
      <form onSubmit={submit} noValidate className="space-y-2">
        <label htmlFor={id} className="block font-medium">{t.feedbackLabel}</label>
        <textarea ref={field} id={id} rows={3} value={feedback} className={inputClass}
          aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => (setFeedback(e.target.value), revise.clearError('feedback'))} />
        <FieldError id={`${id}-error`} message={error} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonClass.secondary} disabled={revise.pending}>{revise.pending && <Spinner />}{t.revise}</button>
          <button type="button" className={buttonClass.primary} disabled={approve.pending} onClick={() => void approve.run()}>{approve.pending && <Spinner />}{t.approve}</button>
        </div>
      </form>
    </div>
  );
}
