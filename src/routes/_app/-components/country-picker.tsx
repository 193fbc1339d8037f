import { useState, type KeyboardEvent } from 'react';
import { buttonClass, inputClass } from '../../../components/ui/button-styles.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { wizard } from '../../../content/campaigns.ts';
import { countries, countryCode, countryName } from '../../../lib/countries.ts';

const f = wizard.fields;

interface Props {
  value: string[];
  onValue: (codes: string[]) => void;
  /** The group's name: the wizard's target countries, or a package right's countries. */
  legend: string;
  /** The text box's id, unique on the page (its error is `{id}-error`), so a form can move focus to it. */
  id: string;
  error?: string;
  /** Whether the error is announced as it appears; a form that moves focus to its first error says it that way. */
  announce?: boolean;
}

/**
 * Countries picked by name: type a name (suggested from the full list), add it, remove any chosen one. ISO codes are
 * kept and sent, so the brand's campaign wizard and a creator's package form store the same values they always did.
 */
export function CountryPicker({ value, onValue, legend, id, error, announce }: Props) {
  const [text, setText] = useState('');
  const add = () => {
    const code = countryCode(text);
    if (code && !value.includes(code)) onValue([...value, code]);
    if (code) setText('');
  };
  // Enter adds the country instead of submitting the form.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    add();
  };
  return (
    <fieldset>
      <legend className="mb-1 font-medium">{legend}</legend>
      {value.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-2">
          {value.map((code) => (
            <li key={code} className="inline-flex items-center gap-2 rounded-full border border-slate-300 py-1 pr-1 pl-3 dark:border-slate-600">
              {countryName(code) || code}
              <button type="button" className="rounded-full px-2 font-semibold hover:bg-slate-100 dark:hover:bg-slate-800"
                aria-label={f.removeCountry(countryName(code) || code)} onClick={() => onValue(value.filter((c) => c !== code))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={id} className="mb-1 block text-sm">{f.addCountry}</label>
      <div className="flex gap-2">
        <input id={id} list={`${id}-list`} value={text} onChange={(e) => setText(e.target.value)} onKeyDown={onKeyDown} autoComplete="off"
          className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
        <button type="button" className={buttonClass.secondary} onClick={add}>{f.add}</button>
      </div>
      <datalist id={`${id}-list`}>{countries().map((c) => <option key={c.code} value={c.name} />)}</datalist>
      <FieldError id={`${id}-error`} message={error} announce={announce} />
    </fieldset>
  );
}
