import { useId, useRef, useState, type FormEvent } from 'react';
import type { DisputeView } from '../../../api/dispute-schemas.ts';
import { buttonClass, inputClass } from '../../../components/ui/button-styles.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { disputeActions as a } from '../../../content/disputes.ts';
import type { ToastInput } from '../../../lib/toast.ts';
import { useMutation } from '../../../lib/use-mutation.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { ContractDisputeFile, evidenceFileError } from './contract-dispute-file.tsx';

interface Copy { title: string; label: string; hint: string; submit: string; error: string }

interface Props {
  copy: Copy;
  /** Respond needs at least 3 characters; evidence needs text or a file. */
  minLength: number;
  allowFile: boolean;
  /** Sends it; the API's field errors are shown in place, any other failure as a toast. */
  send: (text: string, file: File | null) => Promise<DisputeView>;
  /** The success toast. */
  toast: ToastInput;
  /** On success: close, then move focus and reload the dispute. */
  onDone: (after: DisputeView) => Promise<void>;
  onClose: () => void;
}

/** A written statement to the dispute, with an optional image or PDF: the response, or more evidence. */
export function ContractDisputeTextDialog({ copy: t, minLength, allowFile, send, toast, onDone, onClose }: Props) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const statement = useMutation({
    request: (input: { text: string; file: File | null }) => send(input.text, input.file),
    fields: ['text', 'file'],
    toast,
    onDone,
  });
  const { errors, setErrors } = statement;
  const busy = statement.pending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const tooShort = file ? false : text.trim().length < minLength;
    const found = { text: tooShort ? t.error : undefined, file: evidenceFileError(file) };
    setErrors(found);
    if (found.text) return void field.current?.focus();
    if (found.file) return void document.getElementById(`${id}-file`)?.focus();
    void statement.run({ text: text.trim(), file });
  };

  return (
    <Dialog open title={t.title} closeLabel={a.close} onClose={() => !busy && onClose()}>
      <form onSubmit={submit} noValidate className="space-y-4" aria-busy={busy}>
        <div>
          <label htmlFor={`${id}-text`} className="mb-1 block font-medium">{t.label}</label>
          <p id={`${id}-hint`} className="mb-1 text-sm text-slate-600 dark:text-slate-300">{t.hint}</p>
          <textarea ref={field} id={`${id}-text`} rows={5} value={text} readOnly={busy} className={inputClass}
            aria-required={minLength > 0 && !allowFile ? true : undefined}
            aria-invalid={errors.text ? true : undefined} aria-describedby={errors.text ? `${id}-hint ${id}-error` : `${id}-hint`}
            onChange={(e) => (setText(e.target.value), setErrors({ ...errors, text: undefined }))} />
          <FieldError id={`${id}-error`} message={errors.text} />
        </div>
        {allowFile && <ContractDisputeFile id={`${id}-file`} error={errors.file} disabled={busy} onChange={(f) => (setFile(f), setErrors({ ...errors, file: undefined }))} />}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonClass.primary} aria-disabled={busy}>{busy && <Spinner />}{t.submit}</button>
          <button type="button" className={buttonClass.secondary} disabled={busy} onClick={onClose}>{a.cancel}</button>
        </div>
      </form>
    </Dialog>
  );
}
