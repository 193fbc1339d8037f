import { useId } from 'react';
import { inputClass } from '../ui/button-styles.ts';
import { FieldError } from '../ui/field-error.tsx';

interface Props {
  name: string;
  label: string;
  defaultValue: string;
  error: string | undefined;
  hint?: string;
  type?: string;
  autoComplete?: string;
}

/** A labelled text field with its hint and its error, both tied to it with aria-describedby. */
export function EarningsPayoutField({ name, label, defaultValue, error, hint, type = 'text', autoComplete }: Props) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium">{label}</label>
      {hint && <p id={`${id}-hint`} className="mb-1 text-sm text-slate-600 dark:text-slate-300">{hint}</p>}
      <input
        id={id} name={name} type={type} defaultValue={defaultValue} autoComplete={autoComplete} className={inputClass}
        aria-invalid={error ? true : undefined} aria-describedby={described}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
