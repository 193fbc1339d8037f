import type { CampaignFormValues, FieldErrors, RightRow } from '../../../../domain/campaign-wizard-form.ts';
import { MAX_RIGHTS, USAGE_KINDS, USAGE_UNITS, usageName } from '../../../../domain/usage-rights.ts';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { wizard } from '../../../../content/campaigns.ts';
import { emptyRight } from '../../../../lib/campaign-form.ts';
import { countryName } from '../../../../lib/countries.ts';
import { FieldError } from '../../../../components/ui/field-error.tsx';
import { CheckboxGroup, fieldId, first, SelectField, TextField } from './wizard-fields.tsx';
import { optionsOf, withRow, type StepProps } from './wizard-step.ts';

const f = wizard.fields;

interface DeliverableRightsProps {
  /** The deliverable's index: its rights' fields are named `deliverables.{index}.rights.{j}.{field}`, as the API names their errors. */
  index: number;
  rights: RightRow[];
  values: Pick<CampaignFormValues, 'countries' | 'currency'>;
  errors: FieldErrors;
  onRights: (rights: RightRow[]) => void;
  client?: StepProps['client'];
}

/**
 * A deliverable's usage rights (issue 24): where the brand may use the posts, for how long, in which countries and at
 * what price within the fee. A new deliverable starts with organic reposts for 30 days in the target countries.
 */
export function DeliverableRights({ index, rights, values, errors, onRights, client }: DeliverableRightsProps) {
  const useLabel = client ? f.useForClient(client.brandName) : f.use;
  const base = `deliverables.${index}.rights`;
  const hintId = `${fieldId(base)}-hint`;
  return (
    <fieldset className="space-y-3 sm:col-span-2" aria-describedby={first(errors, base) ? `${hintId} ${fieldId(base)}-error` : hintId}>
      <legend className="font-medium">{f.rights}</legend>
      <p id={hintId} className="text-sm text-slate-600 dark:text-slate-300">{f.rightsHint}</p>
      <FieldError id={`${fieldId(base)}-error`} message={first(errors, base)} />
      {rights.length === 0 && <p>{f.noRights}</p>}
      {rights.map((right, j) => {
        const name = (field: keyof RightRow) => `${base}.${j}.${field}`;
        const change = (patch: Partial<RightRow>) => onRights(withRow(rights, j, patch));
        // The campaign's target countries, and any the right names that the audience no longer does.
        const countries = [...new Set([...values.countries, ...right.countries])];
        return (
          <fieldset key={j} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2 dark:border-slate-700">
            <legend className="px-1 text-sm font-semibold">{f.right(j + 1)}</legend>
            <div className="sm:col-span-2">
              <SelectField name={name('use')} label={useLabel} placeholder={f.choose} value={right.use}
                options={optionsOf(USAGE_KINDS, usageName)} onValue={(use) => change({ use })} error={first(errors, name('use'))} />
            </div>
            <TextField name={name('duration')} label={f.duration} inputMode="numeric" value={right.duration}
              onValue={(duration) => change({ duration })} error={first(errors, name('duration'))} />
            <SelectField name={name('unit')} label={f.unit} value={right.unit}
              options={optionsOf(USAGE_UNITS, (u) => f.units[u])} onValue={(unit) => unit && change({ unit })} error={first(errors, name('unit'))} />
            <div className="sm:col-span-2">
              {countries.length > 0 ? (
                <CheckboxGroup name={name('countries')} label={f.rightCountries} options={countries.map((code) => ({ value: code, label: countryName(code) || code }))}
                  value={right.countries} onValue={(chosen) => change({ countries: chosen })} error={first(errors, name('countries'))} />
              ) : (
                <>
                  <p className="font-medium">{f.rightCountries}</p>
                  <p>{f.noCountries}</p>
                  <FieldError id={`${fieldId(name('countries'))}-error`} message={first(errors, name('countries'))} />
                </>
              )}
            </div>
            <TextField name={name('price')} label={f.price(values.currency)} hint={f.priceHint} inputMode="decimal" value={right.price}
              onValue={(price) => change({ price })} error={first(errors, name('price'))} />
            <button type="button" className={`${buttonClass.secondary} sm:col-span-2 sm:justify-self-start`}
              onClick={() => onRights(rights.filter((_, k) => k !== j))}>{f.removeRight(j + 1, index + 1)}</button>
          </fieldset>
        );
      })}
      {rights.length < MAX_RIGHTS && (
        <button type="button" className={buttonClass.secondary} onClick={() => onRights([...rights, nextRight(rights, values.countries)])}>
          {f.addRight(index + 1)}
        </button>
      )}
    </fieldset>
  );
}

/** A right added after others: the first kind of use not yet given, so a row is never a repeat. */
function nextRight(rights: RightRow[], countries: readonly string[]): RightRow {
  const use = USAGE_KINDS.find((kind) => !rights.some((r) => r.use === kind)) ?? '';
  return { ...emptyRight(countries), use };
}
