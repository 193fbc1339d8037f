import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { inputClass } from '../../../components/ui/button-styles.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { optionLabels, type FieldDef } from '../../../content/recruitment.ts';

/**
 * Form pieces shared by the application form and the survey: error and hint ids, the field styles, and
 * moving focus to the first field in error once React has drawn it.
 */
export const errorId = (id: string) => `${id}-error`;
export const hintId = (id: string) => `${id}-hint`;
export const describedBy = (id: string, hint: boolean, error: boolean) =>
  [hint && hintId(id), error && errorId(id)].filter(Boolean).join(' ') || undefined;

export const labelClass = 'mb-1 block font-medium';
/** A field in error also gets a red border, so the error is not told by the text colour alone. */
export const fieldClass = `${inputClass} aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700 dark:aria-[invalid=true]:border-red-400 dark:aria-[invalid=true]:ring-red-400`;
export const hintClass = 'mt-1 text-sm text-slate-600 dark:text-slate-300';

/** The visual star; assistive tech hears "required" from the control's own `required`. */
export function RequiredMark() {
  return (
    <span className="text-red-700 dark:text-red-300" aria-hidden="true">
      {' *'}
    </span>
  );
}

/**
 * Returns a `request` to call from the machine's focus action: the next render then focuses the first
 * control marked invalid (the first radio of an invalid group), or `fallback` when none is.
 */
export function useFocusFirstInvalid(root: RefObject<HTMLElement | null>, fallback?: RefObject<HTMLElement | null>) {
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    const invalid = root.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid?.matches('fieldset') ? invalid.querySelector<HTMLElement>('input') : invalid;
    (target ?? fallback?.current)?.focus();
  });
  return useCallback(() => {
    pending.current = true;
  }, []);
}

interface TextFieldProps {
  def: FieldDef;
  idPrefix: string;
  value: string;
  errors?: string[];
  onChange: (value: string) => void;
}

/** One field of the application form, from its definition in src/content/recruitment.ts. */
export function ApplicationField({ def, idPrefix, value, errors, onChange }: TextFieldProps) {
  const id = `${idPrefix}-${def.name}`;
  const invalid = Boolean(errors?.length);
  const aria = { 'aria-invalid': invalid, 'aria-describedby': describedBy(id, Boolean(def.hint), invalid) };
  const label = (
    <>
      {def.label}
      {def.required && <RequiredMark />}
    </>
  );
  const tail = (
    <>
      {def.hint && <p id={hintId(id)} className={hintClass}>{def.hint}</p>}
      <FieldError id={errorId(id)} message={errors?.join(' ')} announce={false} />
    </>
  );

  if (def.kind === 'radio') {
    return (
      <fieldset role="radiogroup" {...aria}>
        <legend className={labelClass}>{label}</legend>
        <div className="flex gap-6">
          {def.options?.map((option) => (
            <label key={option} className="flex items-center gap-2">
              <input type="radio" name={def.name} value={option} checked={value === option} onChange={() => onChange(option)} className="size-4 accent-brand-700" />
              {optionLabels[option] ?? option}
            </label>
          ))}
        </div>
        {tail}
      </fieldset>
    );
  }

  const common = { id, name: def.name, value, required: def.required, autoComplete: def.autoComplete ?? 'off', className: fieldClass, ...aria };
  const change = (e: { currentTarget: { value: string } }) => onChange(e.currentTarget.value);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>{label}</label>
      {def.kind === 'textarea' ? (
        <textarea {...common} rows={4} onChange={change} />
      ) : def.kind === 'select' ? (
        <select {...common} onChange={change}>
          {['', ...(def.options ?? [])].map((option) => (
            <option key={option} value={option}>{optionLabels[option] ?? option}</option>
          ))}
        </select>
      ) : (
        <input {...common} type={def.kind} onChange={change} {...(def.kind === 'number' ? { min: 0, step: 1, inputMode: 'numeric' as const } : {})} />
      )}
      {tail}
    </div>
  );
}
