import { useMemo, type SelectHTMLAttributes } from 'react';
import { countriesWithFirst, likelyCountry } from '../../lib/countries.ts';
import { inputClass } from './button-styles.ts';

interface CountrySelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children'> {
  /** The country's two-letter code, or '' for none chosen yet. */
  value: string;
  onChange: (code: string) => void;
  /** The empty first option's text. */
  placeholder: string;
}

/** One country list: every country by name, the user's likely one first (lib/countries.ts), its value the code. */
export function CountrySelect({ value, onChange, placeholder, className = inputClass, ...rest }: CountrySelectProps) {
  const list = useMemo(() => countriesWithFirst(likelyCountry()), []);
  return (
    <select value={value} onChange={(e) => onChange(e.target.value)} className={className} {...rest}>
      <option value="">{placeholder}</option>
      {list.map((c) => (
        <option key={c.code} value={c.code}>{c.name}</option>
      ))}
    </select>
  );
}
