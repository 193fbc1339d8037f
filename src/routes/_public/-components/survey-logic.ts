import { assign, fromPromise } from 'xstate';
import { surveyFormMachine } from '../../../../machines/flows/surveyFormMachine.ts';
import { submitSurvey } from '../../../api/survey.ts';
import { surveyContent } from '../../../content/survey.ts';
import { surveyErrors } from '../../../lib/survey-form.ts';
import { notify } from '../../../lib/toast.ts';

const t = surveyContent.toasts;

/** The survey machine with the app's validation, HTTP and toasts; the form owns its reset and focus. */
export function surveyLogic(view: { resetForm: () => void; focusFirstError: () => void }) {
  return surveyFormMachine.provide({
    actors: { submitSurvey: fromPromise(({ input }) => submitSurvey(input)) },
    actions: {
      validate: assign({ errors: ({ context }) => surveyErrors(context.answers) }),
      notifySuccess: () => notify({ ...t.success, variant: 'success' }),
      notifyError: () => notify({ ...t.error, variant: 'destructive' }),
      resetForm: view.resetForm,
      focusFirstError: view.focusFirstError,
    },
  });
}
