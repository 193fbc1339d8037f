import { inputClass } from '../../../components/ui/button-styles.ts';
import { OTHER, surveyContent, type Question } from '../../../content/survey.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { describedBy, errorId, fieldClass, labelClass, RequiredMark } from './application-field.tsx';

interface QuestionProps {
  question: Question;
  errors?: string[];
  /** For check groups: whether "Other (Please specify)" is ticked, and how to report a change. */
  otherTicked?: boolean;
  onOtherChange?: (ticked: boolean) => void;
}

const legendClass = 'mb-2 font-medium';
const optionClass = 'flex items-center gap-2 rounded py-1';
const boxClass = 'size-4 shrink-0 accent-brand-700 dark:accent-teal-300';

/** One survey question: a group of ticks (with its Other box), a scale of radios, or a single field. */
export function SurveyQuestion({ question: q, errors, otherTicked = false, onOtherChange }: QuestionProps) {
  const id = `survey-${q.name}`;
  const invalid = Boolean(errors?.length);

  if (q.kind === 'checks' || q.kind === 'radios') {
    return (
      <fieldset aria-describedby={invalid ? errorId(id) : undefined}>
        <legend className={legendClass}>{q.legend}</legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {q.choices.map((choice) => (
            <label key={choice.value} className={optionClass}>
              <input
                type={q.kind === 'checks' ? 'checkbox' : 'radio'}
                name={q.name}
                value={choice.value}
                className={boxClass}
                onChange={q.kind === 'checks' && choice.value === OTHER ? (e) => onOtherChange?.(e.currentTarget.checked) : undefined}
              />
              {choice.label}
            </label>
          ))}
        </div>
        {/* Spec §5: the box exists only while Other is ticked, so unticking drops its text. */}
        {q.kind === 'checks' && otherTicked && (
          <div className="mt-2 sm:pl-6">
            <label htmlFor={`survey-${q.otherName}`} className={labelClass}>{q.otherLabel}</label>
            <input id={`survey-${q.otherName}`} name={q.otherName} type="text" maxLength={500} className={inputClass} />
          </div>
        )}
        <FieldError id={errorId(id)} message={errors?.join(' ')} announce={false} />
      </fieldset>
    );
  }

  const common = {
    id,
    name: q.name,
    required: q.required,
    autoComplete: q.autoComplete ?? 'off',
    'aria-invalid': invalid,
    'aria-describedby': describedBy(id, false, invalid),
    className: fieldClass,
  };
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {q.label}
        {q.required && <RequiredMark />}
      </label>
      {q.kind === 'select' ? (
        <select {...common} defaultValue="">
          <option value="">{surveyContent.selectPlaceholder}</option>
          {q.choices?.map((choice) => (
            <option key={choice.value} value={choice.value}>{choice.label}</option>
          ))}
        </select>
      ) : q.kind === 'textarea' ? (
        <textarea {...common} rows={4} maxLength={5000} />
      ) : (
        <input {...common} type={q.kind} />
      )}
      <FieldError id={errorId(id)} message={errors?.join(' ')} announce={false} />
    </div>
  );
}
