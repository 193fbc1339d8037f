import { assign, fromPromise, setup } from 'xstate';
import type { ApiErrorShape } from '../../src/domain/user-types.ts';

/** Survey answers as the form produced them: text fields and lists of ticked choices. */
export type SurveyAnswers = Record<string, string | string[]>;
export type FieldErrors = Record<string, string[]>;

interface SurveyContext {
  answers: SurveyAnswers;
  errors: FieldErrors;
}

export type SurveyFormEvent = { type: 'SURVEY.SUBMIT'; answers: SurveyAnswers };

const errorsOf = (error: unknown): FieldErrors => (error as ApiErrorShape | undefined)?.errors ?? {};

/**
 * The survey (spec §4 "Survey"): editing, checking the answers, submitting. Validation is injected
 * (`validate` assigns `errors`) because its schema lives with the app; HTTP, toasts, the form reset
 * and focus are injected too, so the machine does no I/O.
 */
export const surveyFormMachine = setup({
  types: {} as { context: SurveyContext; events: SurveyFormEvent },
  actors: {
    submitSurvey: fromPromise<unknown, SurveyAnswers>(async () => {
      throw new Error('not provided');
    }),
  },
  actions: {
    validate: assign({ errors: {} as FieldErrors }),
    notifySuccess: () => {},
    notifyError: () => {},
    resetForm: () => {},
    focusFirstError: () => {},
  },
  guards: {
    hasErrors: ({ context }) => Object.keys(context.errors).length > 0,
  },
}).createMachine({
  id: 'surveyForm',
  context: { answers: {}, errors: {} },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'SURVEY.SUBMIT': { target: 'checking', actions: [assign({ answers: ({ event }) => event.answers }), 'validate'] },
      },
    },
    // A passing state: the guard reads the errors `validate` has just written.
    checking: {
      always: [{ guard: 'hasErrors', target: 'editing', actions: 'focusFirstError' }, { target: 'submitting' }],
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitSurvey',
        src: 'submitSurvey',
        input: ({ context }) => context.answers,
        onDone: {
          target: 'editing',
          actions: [assign({ answers: {}, errors: {} }), 'resetForm', 'notifySuccess'],
        },
        // The answers stay in the form; any field errors the server sent are shown beside their fields.
        onError: {
          target: 'editing',
          actions: [assign({ errors: ({ event }) => errorsOf(event.error) }), 'notifyError', 'focusFirstError'],
        },
      },
    },
  },
});
