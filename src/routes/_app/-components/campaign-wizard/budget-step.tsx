import { CURRENCIES } from '../../../../domain/campaign-types.ts';
import { wizard } from '../../../../content/campaigns.ts';
import { first, SelectField, TextField } from './wizard-fields.tsx';
import { optionsOf, type StepProps } from './wizard-step.ts';

const f = wizard.fields;

/** Currency, total budget, the fee range per creator and the number of creator slots (major units here). */
export function BudgetStep({ values, errors, change }: StepProps) {
  const inCurrency = (label: string) => `${label} (${values.currency})`;
  return (
    <>
      <SelectField name="currency" label={f.currency} value={values.currency} options={optionsOf(CURRENCIES, (c) => c)}
        onValue={(currency) => currency && change({ currency })} error={first(errors, 'currency')} />
      <TextField name="budgetTotal" label={inCurrency(f.budgetTotal)} inputMode="decimal" value={values.budgetTotal}
        onValue={(budgetTotal) => change({ budgetTotal })} error={first(errors, 'budgetTotal')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="feeMin" label={inCurrency(f.feeMin)} inputMode="decimal" value={values.feeMin}
          onValue={(feeMin) => change({ feeMin })} error={first(errors, 'feeMin')} />
        <TextField name="feeMax" label={inCurrency(f.feeMax)} inputMode="decimal" value={values.feeMax}
          onValue={(feeMax) => change({ feeMax })} error={first(errors, 'feeMax')} />
      </div>
      <TextField name="slots" label={f.slots} inputMode="numeric" value={values.slots} onValue={(slots) => change({ slots })} error={first(errors, 'slots')} />
    </>
  );
}
