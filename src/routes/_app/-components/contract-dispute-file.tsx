import { inputClass } from '../../../components/ui/button-styles.ts';
import { openDialog as t } from '../../../content/disputes.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';

const TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'];
const MAX_BYTES = 5 * 1024 * 1024;

/** Why a chosen evidence file cannot be sent, before it is: the API checks it again by its content. */
export function evidenceFileError(file: File | null): string | undefined {
  if (!file) return undefined;
  if (!TYPES.includes(file.type)) return t.errors.file;
  if (file.size > MAX_BYTES) return t.errors.fileSize;
  return undefined;
}

interface Props { id: string; error?: string; disabled: boolean; onChange: (file: File | null) => void }

/** An optional image or PDF, with its hint and its error tied to it. */
export function ContractDisputeFile({ id, error, disabled, onChange }: Props) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium">{t.fileLabel}</label>
      <p id={`${id}-hint`} className="mb-1 text-sm text-slate-600 dark:text-slate-300">{t.fileHint}</p>
      <input id={id} type="file" accept={TYPES.join(',')} disabled={disabled} className={inputClass}
        aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(e) => onChange(e.target.files?.[0] ?? null)} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
