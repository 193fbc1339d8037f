import { useHydrated } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { surveyContent as c, surveySections } from '../../../content/survey.ts';
import { inspect } from '../../../lib/inspect.ts';
import { answersFromForm } from '../../../lib/survey-form.ts';
import { surveyLogic } from './survey-logic.ts';
import { useFocusFirstInvalid } from './application-field.tsx';
import { SurveyQuestion } from './survey-question.tsx';

/** The four-section survey (spec §2, §3, §5). The form is uncontrolled; the machine owns submitting. */
export function SurveyForm() {
  // Prerendered (decision 0017): until the page has hydrated, the browser would send the form itself, in the address.
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const focusFirstError = useFocusFirstInvalid(formRef, submitRef);
  // Which groups have "Other (Please specify)" ticked, so their text box shows.
  const [others, setOthers] = useState<Record<string, boolean>>({});
  const logic = useMemo(
    () =>
      surveyLogic({
        resetForm: () => {
          formRef.current?.reset();
          setOthers({});
        },
        focusFirstError,
      }),
    [focusFirstError],
  );
  const [snapshot, send] = useMachine(logic, { inspect });
  const busy = snapshot.hasTag('busy');
  const { errors } = snapshot.context;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    send({ type: 'SURVEY.SUBMIT', answers: answersFromForm(e.currentTarget) });
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-6 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{c.title}</h1>
      <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">{c.intro}</p>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{c.requiredNote}</p>
      <form ref={formRef} noValidate onSubmit={submit} aria-busy={busy} className="mt-8 grid gap-10">
        {surveySections.map((section, index) => (
          <section key={section.title} aria-labelledby={`survey-section-${index}`} className="grid gap-6 rounded-xl border border-slate-200 p-6 dark:border-slate-700">
            <h2 id={`survey-section-${index}`} className="text-xl font-bold">{`${index + 1}. ${section.title}`}</h2>
            {section.questions.map((question) => (
              <SurveyQuestion
                key={question.name}
                question={question}
                errors={errors[question.name]}
                otherTicked={others[question.name] ?? false}
                onOtherChange={(ticked) => setOthers((current) => ({ ...current, [question.name]: ticked }))}
              />
            ))}
          </section>
        ))}
        <div>
          <button ref={submitRef} type="submit" disabled={busy || !hydrated} className={`${buttonClass.primary} w-full sm:w-auto`}>
            {busy && <Spinner />}
            {busy ? c.submitting : c.submit}
          </button>
        </div>
      </form>
    </div>
  );
}
