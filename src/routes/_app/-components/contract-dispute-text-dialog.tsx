import { useId, useRef, useState, type FormEvent } from 'react';
import { buttonClass, inputClass } from '../../../components/ui/button-styles.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { disputeActions as a } from '../../../content/disputes.ts';
import type { ApiError } from '../../../lib/api.ts';
import { notifyError } from '../../../lib/toast.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { ContractDisputeFile, evidenceFileError } from './contract-dispute-file.tsx';

interface Copy { title: string; label: string; hint: string; submit: string; error: string }

interface Props {
  copy: Copy;
  /** Respond needs at least 3 characters; evidence needs text or a file. */
  minLength: number;
  allowFile: boolean;
  /** Sends it; an ApiError with field errors is shown in place, any other failure as a toast. Closes on success. */
  onSubmit: (text: string, file: File | null) => Promise<void>;
  onClose: () => void;
}

/** A written statement to the dispute, with an optional image or PDF: the response, or more evidence. */
export function ContractDisputeTextDialog({ copy: t, minLength, allowFile, onSubmit, onClose }: Props) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ text?: string; file?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const tooShort = file ? false : text.trim().length < minLength;
    const found = { text: tooShort ? t.error : undefined, file: evidenceFileError(file) };
    setErrors(found);
    if (found.text) return void field.current?.focus();
    if (found.file) return void document.getElementById(`${id}-file`)?.focus();
    setBusy(true);
    try {
      await onSubmit(text.trim(), file);
    } catch (failure) {
      const server = (failure as ApiError).errors;
      if (server?.text?.[0] || server?.file?.[0]) setErrors({ text: server.text?.[0], file: server.file?.[0] });
      else notifyError(failure);
      setBusy(false);
    }
  };

  return (
    <Dialog open title={t.title} closeLabel={a.close} onClose={() => !busy && onClose()}>
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4" aria-busy={busy}>
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
