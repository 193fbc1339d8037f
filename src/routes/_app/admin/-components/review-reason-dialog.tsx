import { useId, useState, type FormEvent } from 'react';
import { buttonClass, inputClass } from '../../../../components/ui/button-styles.ts';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { review } from '../../../../content/review.ts';
import type { ApiError } from '../../../../lib/api.ts';
import type { Mutation } from '../../../../lib/use-mutation.ts';
import { FieldError } from '../../../../components/ui/field-error.tsx';

/** The API's refusal of a written decision, said in place: its first field message, else its message. */
export const inPlace = (failure: ApiError) => ({ text: Object.values(failure.errors ?? {})[0]?.[0] ?? failure.message });

interface ReasonDialogProps {
  open: boolean;
  title: string;
  label: string;
  /** The field error for an empty answer; null when the text is optional. */
  required: string | null;
  submitLabel: string;
  /** Sends the trimmed text (`useMutation` with `onFailure: inPlace`); its owner closes the dialog when it is done. */
  decision: Mutation<string, 'text'>;
  onClose: () => void;
}

/**
 * One written decision (request changes, reject, approve with a note, reject a verification): a labelled
 * text area in a dialog, refused with a field error when a required answer is empty, and the API's own
 * message shown in place when the server refuses it.
 */
export function ReviewReasonDialog({ open, title, label, required, submitLabel, decision, onClose }: ReasonDialogProps) {
  const id = useId();
  const [text, setText] = useState('');
  const busy = decision.pending;
  const error = decision.errors.text;
  const close = () => {
    if (busy) return;
    setText('');
    decision.setErrors({});
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (required && !text.trim()) return decision.setErrors({ text: required });
    void decision.run(text.trim());
  };
  return (
    <Dialog open={open} title={title} closeLabel={review.close} onClose={close}>
      <form onSubmit={submit} noValidate aria-busy={busy}>
        <label htmlFor={`${id}-text`} className="mb-1 block font-medium">{label}</label>
        <textarea
          id={`${id}-text`}
          data-autofocus
          rows={5}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-required={required ? true : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClass}
        />
        <FieldError id={`${id}-error`} message={error} />
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" onClick={close} className={buttonClass.secondary}>{review.cancel}</button>
          <button type="submit" aria-disabled={busy} className={buttonClass.primary}>
            {busy && <Spinner />}
            {submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
