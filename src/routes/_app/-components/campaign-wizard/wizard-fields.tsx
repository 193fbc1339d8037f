import type { InputHTMLAttributes, ReactNode } from 'react';
import { inputClass } from '../../../../components/ui/button-styles.ts';
import { FieldError } from '../../../../components/ui/field-error.tsx';

/** Every wizard control's id comes from its error key, so an error and its field always meet (`goals.0.target`). */
export const fieldId = (key: string) => `campaign-${key.replace(/\./g, '-')}`;
const errorId = (key: string) => `${fieldId(key)}-error`;
const invalid = (name: string, error?: string) => (error ? { 'aria-invalid': true as const, 'aria-describedby': errorId(name) } : {});

interface Base {
  name: string;
  label: string;
  error?: string;
  hint?: string;
}

function described(name: string, error?: string, hint?: string) {
  const ids = [hint ? `${fieldId(name)}-hint` : '', error ? errorId(name) : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? (true as const) : undefined, 'aria-describedby': ids || undefined };
}

function Wrap({ name, label, error, hint, children }: Base & { children: ReactNode }) {
  return (
    <div>
      <label htmlFor={fieldId(name)} className="mb-1 block font-medium">{label}</label>
      {hint && <p id={`${fieldId(name)}-hint`} className="mb-1 text-sm text-slate-600 dark:text-slate-300">{hint}</p>}
      {children}
      <FieldError id={errorId(name)} message={error} />
    </div>
  );
}

export function TextField({ name, label, error, hint, value, onValue, multiline, ...rest }: Base & {
  value: string;
  onValue: (value: string) => void;
  multiline?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'name'>) {
  const common = { id: fieldId(name), name, value, className: inputClass, ...described(name, error, hint) };
  return (
    <Wrap name={name} label={label} error={error} hint={hint}>
      {multiline
        ? <textarea {...common} rows={6} onChange={(e) => onValue(e.target.value)} />
        : <input {...common} {...rest} onChange={(e) => onValue(e.target.value)} />}
    </Wrap>
  );
}

export function SelectField<T extends string>({ name, label, error, hint, value, options, placeholder, onValue }: Base & {
  value: T | '';
  options: ReadonlyArray<{ value: T; label: string }>;
  placeholder?: string;
  onValue: (value: T | '') => void;
}) {
  return (
    <Wrap name={name} label={label} error={error} hint={hint}>
      <select id={fieldId(name)} name={name} value={value} onChange={(e) => onValue(e.target.value as T | '')} className={inputClass} {...described(name, error, hint)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </Wrap>
  );
}

/** A checkbox group: a fieldset named by its legend; in error, each box points at the message. */
export function CheckboxGroup<T extends string>({ name, label, error, options, value, onValue }: Base & {
  options: ReadonlyArray<{ value: T; label: string }>;
  value: readonly T[];
  onValue: (value: T[]) => void;
}) {
  const toggle = (option: T, on: boolean) => onValue(on ? [...value, option] : value.filter((v) => v !== option));
  return (
    <fieldset>
      <legend className="mb-1 font-medium">{label}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((o, i) => (
          <label key={o.value} className="inline-flex items-center gap-2">
            <input
              type="checkbox"
              id={i === 0 ? fieldId(name) : undefined}
              checked={value.includes(o.value)}
              onChange={(e) => toggle(o.value, e.target.checked)}
              className="size-4"
              {...invalid(name, error)}
            />
            {o.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId(name)} message={error} />
    </fieldset>
  );
}

/** The first message for `key`, for a field's inline error. */
export const first = (errors: Record<string, string[]>, key: string) => errors[key]?.[0];
