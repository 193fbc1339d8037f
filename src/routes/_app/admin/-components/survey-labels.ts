import { surveySections, type Choice, type Question } from '../../../../content/survey.ts';

type ChoiceQuestion = { name: string; legend: string; choices: readonly Choice[] };

/**
 * The survey's choice questions with their legends and choices, in the order respondents saw them.
 * Stored answers are slugs; this turns them back into the words on the form.
 */
export const choiceQuestions: ChoiceQuestion[] = surveySections
  .flatMap((section) => section.questions)
  .flatMap((q: Question): ChoiceQuestion[] =>
    'legend' in q ? [{ name: q.name, legend: q.legend, choices: q.choices }] : q.choices ? [{ name: q.name, legend: q.label, choices: q.choices }] : [],
  );

const byName = new Map(choiceQuestions.map((q) => [q.name, q]));

/** The label a respondent saw for a stored value; an unknown value is shown as stored rather than hidden. */
export const choiceLabel = (question: string, value: string) => byName.get(question)?.choices.find((c) => c.value === value)?.label ?? value;

export const questionFor = (name: string) => byName.get(name);
