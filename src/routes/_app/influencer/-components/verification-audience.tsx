import type { ReactNode } from 'react';
import { AGE_BANDS, GENDERS } from '../../../../domain/campaign-types.ts';
import { buttonClass, inputClass } from '../../../../components/ui/button-styles.ts';
import { verificationCopy as t } from '../../../../content/creator.ts';
import { genderLabel } from '../../../../content/review.ts';
import { countries } from '../../../../lib/countries.ts';
import { fieldId, type PlatformForm } from '../../../../lib/verification-form.ts';
import { FieldError } from '../../../../components/ui/field-error.tsx';

interface Props {
  index: number;
  value: PlatformForm;
  errors: Record<string, string>;
  onChange: (patch: Partial<PlatformForm>) => void;
}

const shareInput = `${inputClass} w-24`;

/** A group of shares (age or gender, or the country rows) with its "adds up to 100" error under it. */
function Split({ path, legend, errors, children }: { path: string; legend: string; errors: Record<string, string>; children: ReactNode }) {
  const error = errors[path];
  return (
    <fieldset id={fieldId(path)} aria-describedby={`${fieldId(path)}-hint${error ? ` ${fieldId(path)}-error` : ''}`} className="space-y-2">
      <legend className="font-medium">{legend}</legend>
      <p id={`${fieldId(path)}-hint`} className="text-sm text-slate-600 dark:text-slate-300">{t.splitHint}</p>
      {children}
      <FieldError id={`${fieldId(path)}-error`} message={error} />
    </fieldset>
  );
}

/** Audience split by country (rows of country and share), by age band and by gender, each in percent. */
export function VerificationAudience({ index, value, errors, onChange }: Props) {
  const base = `platforms.${index}`;
  const rows = value.countries;
  const setRow = (i: number, patch: Partial<(typeof rows)[number]>) => onChange({ countries: rows.map((r, j) => (j === i ? { ...r, ...patch } : r)) });
  const input = (path: string, label: string, current: string, set: (s: string) => void) => (
    <div key={path}>
      <label htmlFor={fieldId(path)} className="mb-1 block text-sm">{label}</label>
      <input
        id={fieldId(path)} type="text" inputMode="decimal" value={current} onChange={(e) => set(e.target.value)} className={shareInput}
        aria-invalid={errors[path] ? true : undefined} aria-describedby={errors[path] ? `${fieldId(path)}-error` : undefined}
      />
      <FieldError id={`${fieldId(path)}-error`} message={errors[path]} />
    </div>
  );
  return (
    <div className="space-y-5">
      <Split path={`${base}.countries`} legend={t.countries} errors={errors}>
        {rows.map((row, i) => {
          const path = `${base}.countries.${i}`;
          return (
            <div key={i} className="flex flex-wrap items-end gap-3">
              <div>
                <label htmlFor={fieldId(`${path}.country`)} className="mb-1 block text-sm">{t.countryRow(i + 1)}</label>
                <select
                  id={fieldId(`${path}.country`)} value={row.country} onChange={(e) => setRow(i, { country: e.target.value })} className={`${inputClass} w-56`}
                  aria-invalid={errors[`${path}.country`] ? true : undefined} aria-describedby={errors[`${path}.country`] ? `${fieldId(`${path}.country`)}-error` : undefined}
                >
                  <option value="">{t.country}</option>
                  {countries().map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
                </select>
                <FieldError id={`${fieldId(`${path}.country`)}-error`} message={errors[`${path}.country`]} />
              </div>
              {input(`${path}.share`, `${t.countryShare}, ${t.countryRow(i + 1).toLowerCase()}`, row.share, (share) => setRow(i, { share }))}
              {rows.length > 1 && (
                <button type="button" onClick={() => onChange({ countries: rows.filter((_, j) => j !== i) })} className={buttonClass.secondary}>
                  {t.removeCountry(i + 1)}
                </button>
              )}
            </div>
          );
        })}
        <button type="button" onClick={() => onChange({ countries: [...rows, { country: '', share: '' }] })} className={buttonClass.secondary}>{t.addCountry}</button>
      </Split>
      <Split path={`${base}.ageBands`} legend={t.ages} errors={errors}>
        <div className="flex flex-wrap gap-3">
          {AGE_BANDS.map((band) => input(`${base}.ageBands.${band}`, band, value.ageBands[band], (s) => onChange({ ageBands: { ...value.ageBands, [band]: s } })))}
        </div>
      </Split>
      <Split path={`${base}.genders`} legend={t.genders} errors={errors}>
        <div className="flex flex-wrap gap-3">
          {GENDERS.map((g) => input(`${base}.genders.${g}`, genderLabel[g], value.genders[g], (s) => onChange({ genders: { ...value.genders, [g]: s } })))}
        </div>
      </Split>
    </div>
  );
}
