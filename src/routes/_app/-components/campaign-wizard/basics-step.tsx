import { GOAL_METRICS, OBJECTIVES } from '../../../../domain/campaign-types.ts';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { wizard } from '../../../../content/campaigns.ts';
import { goalMetricLabel, objectiveLabel } from '../../../../content/review.ts';
import { emptyGoal } from '../../../../lib/campaign-form.ts';
import { FieldError } from '../../../../components/ui/field-error.tsx';
import { first, SelectField, TextField, fieldId } from './wizard-fields.tsx';
import { optionsOf, withRow, type StepProps } from './wizard-step.ts';

const f = wizard.fields;
const MAX_GOALS = 5;

/** Title, brief, objective and measurable goals (metric + target rows). */
export function BasicsStep({ values, errors, change }: StepProps) {
  const goals = values.goals;
  return (
    <>
      <TextField name="title" label={f.title} value={values.title} onValue={(title) => change({ title })} error={first(errors, 'title')} maxLength={120} />
      <TextField name="brief" label={f.brief} value={values.brief} onValue={(brief) => change({ brief })} error={first(errors, 'brief')} multiline />
      <SelectField name="objective" label={f.objective} placeholder={f.choose} value={values.objective} options={optionsOf(OBJECTIVES, (o) => objectiveLabel[o])}
        onValue={(objective) => change({ objective })} error={first(errors, 'objective')} />
      <fieldset className="space-y-3">
        <legend className="font-medium">{f.goals}</legend>
        <FieldError id={`${fieldId('goals')}-error`} message={first(errors, 'goals')} />
        {goals.map((goal, i) => (
          <fieldset key={i} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end dark:border-slate-700">
            <legend className="px-1 text-sm font-semibold">{f.goal(i + 1)}</legend>
            <SelectField name={`goals.${i}.metric`} label={f.metric} placeholder={f.choose} value={goal.metric} options={optionsOf(GOAL_METRICS, (m) => goalMetricLabel[m])}
              onValue={(metric) => change({ goals: withRow(goals, i, { metric }) })} error={first(errors, `goals.${i}.metric`)} />
            <TextField name={`goals.${i}.target`} label={f.target} inputMode="numeric" value={goal.target}
              onValue={(target) => change({ goals: withRow(goals, i, { target }) })} error={first(errors, `goals.${i}.target`)} />
            {goals.length > 1 && (
              <button type="button" className={buttonClass.secondary} onClick={() => change({ goals: goals.filter((_, j) => j !== i) })}>{f.removeGoal(i + 1)}</button>
            )}
          </fieldset>
        ))}
        {goals.length < MAX_GOALS && (
          <button type="button" className={buttonClass.secondary} onClick={() => change({ goals: [...goals, emptyGoal()] })}>{f.addGoal}</button>
        )}
      </fieldset>
    </>
  );
}
