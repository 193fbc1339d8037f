import { PLATFORM_LABELS, PLATFORMS } from '../../../../domain/catalog.ts';
import { DELIVERABLE_TYPES } from '../../../../domain/campaign-types.ts';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { wizard } from '../../../../content/campaigns.ts';
import { deliverableTypeLabel } from '../../../../content/review.ts';
import { emptyDeliverable } from '../../../../lib/campaign-form.ts';
import { FieldError } from '../../../../components/ui/field-error.tsx';
import { DeliverableRights } from './deliverable-rights.tsx';
import { fieldId, first, SelectField, TextField } from './wizard-fields.tsx';
import { optionsOf, withRow, type StepProps } from './wizard-step.ts';

const f = wizard.fields;
const MAX_DELIVERABLES = 10;
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The deliverables template (platform, type, quantity, due days, usage rights), the timeline and the revision limit. */
export function DeliverablesStep({ values, errors, change, client }: StepProps) {
  const rows = values.deliverables;
  // Only the campaign's own platforms make sense for its deliverables.
  const platforms = values.platforms.length ? values.platforms : PLATFORMS;
  return (
    <>
      <fieldset className="space-y-3">
        <legend className="font-medium">{f.deliverables}</legend>
        <FieldError id={`${fieldId('deliverables')}-error`} message={first(errors, 'deliverables')} />
        {rows.map((row, i) => (
          <fieldset key={i} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2 dark:border-slate-700">
            <legend className="px-1 text-sm font-semibold">{f.deliverable(i + 1)}</legend>
            <SelectField name={`deliverables.${i}.platform`} label={f.platform} placeholder={f.choose} value={row.platform}
              options={optionsOf(platforms, (p) => PLATFORM_LABELS[p])} onValue={(platform) => change({ deliverables: withRow(rows, i, { platform }) })}
              error={first(errors, `deliverables.${i}.platform`)} />
            <SelectField name={`deliverables.${i}.type`} label={f.type} placeholder={f.choose} value={row.type}
              options={optionsOf(DELIVERABLE_TYPES, (t) => capital(deliverableTypeLabel[t]))} onValue={(type) => change({ deliverables: withRow(rows, i, { type }) })}
              error={first(errors, `deliverables.${i}.type`)} />
            <TextField name={`deliverables.${i}.quantity`} label={f.quantity} inputMode="numeric" value={row.quantity}
              onValue={(quantity) => change({ deliverables: withRow(rows, i, { quantity }) })} error={first(errors, `deliverables.${i}.quantity`)} />
            <TextField name={`deliverables.${i}.dueDays`} label={f.dueDays} inputMode="numeric" value={row.dueDays}
              onValue={(dueDays) => change({ deliverables: withRow(rows, i, { dueDays }) })} error={first(errors, `deliverables.${i}.dueDays`)} />
            <DeliverableRights index={i} rights={row.rights} values={values} errors={errors} client={client} onRights={(rights) => change({ deliverables: withRow(rows, i, { rights }) })} />
            {rows.length > 1 && (
              <button type="button" className={`${buttonClass.secondary} sm:col-span-2 sm:justify-self-start`}
                onClick={() => change({ deliverables: rows.filter((_, j) => j !== i) })}>{f.removeDeliverable(i + 1)}</button>
            )}
          </fieldset>
        ))}
        {rows.length < MAX_DELIVERABLES && (
          <button type="button" className={buttonClass.secondary} onClick={() => change({ deliverables: [...rows, emptyDeliverable(values.countries)] })}>{f.addDeliverable}</button>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="startDate" label={f.startDate} type="date" value={values.startDate} onValue={(startDate) => change({ startDate })} error={first(errors, 'startDate')} />
        <TextField name="endDate" label={f.endDate} type="date" value={values.endDate} onValue={(endDate) => change({ endDate })} error={first(errors, 'endDate')} />
      </div>
      <TextField name="maxRevisions" label={f.maxRevisions} inputMode="numeric" value={values.maxRevisions}
        onValue={(maxRevisions) => change({ maxRevisions })} error={first(errors, 'maxRevisions')} />
    </>
  );
}
