import { assign, fromPromise } from 'xstate';
import { recruitmentMachine, type FieldErrors } from '../../../../machines/flows/recruitmentMachine.ts';
import { submitApplication } from '../../../api/recruitment.ts';
import { recruitmentContent } from '../../../content/recruitment.ts';
import { clearDraft, saveDraft } from '../../../lib/recruitment-draft.ts';
import { labelFor, validateApplication } from '../../../lib/recruitment-form.ts';
import { notify } from '../../../lib/toast.ts';

const t = recruitmentContent.toasts;

/** Spec §8: 'Submission failed due to validation errors:' then each field with its messages. */
export const validationSummary = (errors: FieldErrors): string =>
  [t.validation.lead, ...Object.entries(errors).map(([name, messages]) => `${labelFor(name)}: ${messages.join(' ')}`)].join(' ');

/** The application machine with the app's validation, HTTP, draft storage, toasts and focus. */
export function recruitmentLogic(focusFirstError: () => void) {
  return recruitmentMachine.provide({
    actors: { submitApplication: fromPromise(({ input }) => submitApplication(input)) },
    actions: {
      validate: assign({ errors: ({ context }) => validateApplication(context.role?.id ?? '', context.values, context.files) }),
      saveDraft: (_, { values }) => saveDraft(values),
      clearDraft: () => clearDraft(),
      notifySuccess: () => notify({ ...t.success, variant: 'success' }),
      notifyValidationError: (_, { errors }) => notify({ title: t.validation.title, description: validationSummary(errors), variant: 'destructive' }),
      notifyError: () => notify({ ...t.error, variant: 'destructive' }),
      focusFirstError,
    },
  });
}
