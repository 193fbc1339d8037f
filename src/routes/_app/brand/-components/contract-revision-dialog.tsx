import { useRef, useState, type FormEvent } from 'react';
import type { Deliverable } from '../../../../domain/delivery-types.ts';
import { requestRevision } from '../../../../api/delivery.ts';
import { buttonClass, inputClass } from '../../../../components/ui/button-styles.ts';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { deliverableName, reviewActions as t } from '../../../../content/delivery.ts';
import { feedbackError } from '../../../../lib/delivery-form.ts';
import { useMutation } from '../../../../lib/use-mutation.ts';
import { FieldError } from '../../../../components/ui/field-error.tsx';
import type { StepOutcome } from '../../-components/contract-outcome.ts';

interface Props { deliverable: Deliverable; maxRevisions: number; onClose: () => void; outcome: StepOutcome }

/** The brand's request for changes: feedback is required, and it says how many of the allowed revisions are used. */
export function ContractRevisionDialog({ deliverable, maxRevisions, onClose, outcome }: Props) {
  const field = useRef<HTMLTextAreaElement>(null);
  const [feedback, setFeedback] = useState('');
  const name = deliverableName(deliverable);
  const revision = useMutation({
    request: (text: string) => requestRevision(deliverable.id, text),
    fields: ['feedback'],
    onFieldErrors: () => field.current?.focus(),
    onDone: () => (onClose(), outcome.clear()),
    onReloaded: () => outcome.say(t.sent(name)),
  });
  const busy = revision.pending;
  const error = revision.errors.feedback;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = feedbackError(feedback);
    revision.setErrors({ feedback: problem });
    if (problem) return void field.current?.focus();
    void revision.run(feedback.trim());
  };

  return (
    <Dialog open title={t.dialogTitle} closeLabel={t.close} onClose={() => !busy && onClose()}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="font-medium">{name}</p>
        <p>{t.used(deliverable.revisionsUsed, maxRevisions)}</p>
        <div>
          <label htmlFor="revision-feedback" className="mb-1 block font-medium">{t.feedbackLabel}</label>
          <p id="revision-feedback-hint" className="mb-1 text-sm text-slate-600 dark:text-slate-300">{t.feedbackHint}</p>
          <textarea ref={field} id="revision-feedback" rows={5} required value={feedback} readOnly={busy} className={inputClass}
            aria-invalid={error ? true : undefined} aria-describedby={error ? 'revision-feedback-hint revision-feedback-error' : 'revision-feedback-hint'}
            onChange={(e) => (setFeedback(e.target.value), revision.clearError('feedback'))} />
          <FieldError id="revision-feedback-error" message={error} />
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonClass.primary} disabled={busy}>{busy && <Spinner />}{t.send}</button>
          <button type="button" className={buttonClass.secondary} disabled={busy} onClick={onClose}>{t.cancel}</button>
        </div>
      </form>
    </Dialog>
  );
}
