import * as v from 'valibot';
import type { FieldErrors, SurveyAnswers } from '../../machines/flows/surveyFormMachine.ts';
import { OTHER, surveyContent, surveySections, type CheckGroup } from '../content/survey.ts';

const questions = surveySections.flatMap((section) => section.questions);
const checkGroups = questions.filter((q): q is CheckGroup => q.kind === 'checks');
const textNames = [...questions.filter((q) => q.kind !== 'checks').map((q) => q.name), ...checkGroups.map((g) => g.otherName)];

/**
 * The browser's own rule for `type="email"` (HTML Living Standard), so the form accepts exactly what the
 * email field does; the local API is stricter and also wants a dot in the domain.
 */
const HTML_EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const e = surveyContent.errors;

/** Spec §7: every field, lists default to empty; an "Other" text only counts while its option is ticked. */
export function answersFromForm(form: HTMLFormElement): SurveyAnswers {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  const answers: SurveyAnswers = Object.fromEntries(textNames.map((name) => [name, text(name)]));
  for (const group of checkGroups) {
    answers[group.name] = data.getAll(group.name).map(String);
    if (!answers[group.name]!.includes(OTHER)) answers[group.otherName] = '';
  }
  return answers;
}

const SurveySchema = v.object({
  industrySector: v.pipe(v.string(), v.nonEmpty(e.industrySector)),
  emailAddress: v.pipe(v.string(), v.nonEmpty(e.emailRequired), v.maxLength(254, e.emailInvalid), v.regex(HTML_EMAIL, e.emailInvalid)),
});

/** Spec §5: industrySector required; email required with 'Email is required'; the rest optional. */
export function surveyErrors(answers: SurveyAnswers): FieldErrors {
  const result = v.safeParse(SurveySchema, answers, { abortPipeEarly: true });
  return result.success ? {} : ((v.flatten(result.issues).nested ?? {}) as FieldErrors);
}
