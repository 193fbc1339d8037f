import * as v from 'valibot';
import type { SurveyAnswers } from '../../machines/flows/surveyFormMachine.ts';
import { surveyContent } from '../content/survey.ts';
import { api, request } from '../lib/api.ts';

export const StoredSurveySchema = v.object({ id: v.string(), createdAt: v.string() });
export type StoredSurvey = v.InferOutput<typeof StoredSurveySchema>;

/** Spec §7: POST /survey with the answers as JSON; the answer is the stored record. */
export const submitSurvey = (answers: SurveyAnswers): Promise<StoredSurvey> =>
  request(() => api.post('survey', { json: answers }).json(), (d) => v.parse(StoredSurveySchema, d), surveyContent.toasts.error.description);
