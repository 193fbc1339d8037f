import { assign, fromPromise, setup } from 'xstate';
import type { ApiErrorShape } from '../../src/domain/user-types.ts';

export type FieldErrors = Record<string, string[]>;
/** Every text field of the form, by name; the draft is exactly this (files are never stored). */
export type ApplicationValues = Record<string, string>;
export type FileField = 'resume' | 'portfolioFile';
export type ApplicationFiles = Partial<Record<FileField, File[]>>;

export interface RoleRef {
  id: string;
  title: string;
}

export interface ApplicationSubmission {
  role: RoleRef;
  values: ApplicationValues;
  files: ApplicationFiles;
}

interface RecruitmentContext {
  role: RoleRef | null;
  values: ApplicationValues;
  files: ApplicationFiles;
  errors: FieldErrors;
}

export interface RecruitmentInput {
  /** The draft saved earlier in this browser, restored when the page loads. */
  draft?: ApplicationValues;
}

export type RecruitmentEvent =
  | { type: 'APPLICATION.OPEN'; role: RoleRef }
  /** Escape or the close button: the modal closes and the draft is kept. */
  | { type: 'APPLICATION.CLOSE' }
  /** Cancel: closes, resets the form and clears the saved draft (spec §4). */
  | { type: 'APPLICATION.CANCEL' }
  | { type: 'APPLICATION.SUBMIT' }
  | { type: 'FIELD.CHANGE'; name: string; value: string }
  | { type: 'FILES.CHANGE'; name: FileField; files: File[] };

const without = (errors: FieldErrors, name: string): FieldErrors => Object.fromEntries(Object.entries(errors).filter(([key]) => key !== name));
const errorsOf = (error: unknown): FieldErrors => (error as ApiErrorShape | undefined)?.errors ?? {};

/**
 * The job application modal (spec §2, §4 "Recruitment form", §8): closed, open for a role, checking,
 * submitting, and back to closed. HTTP, toasts, the draft's storage and focus are injected actions and
 * actors; `validate` (an injected assign) writes `errors`, because the schema lives with the app.
 */
export const recruitmentMachine = setup({
  types: {} as { context: RecruitmentContext; events: RecruitmentEvent; input: RecruitmentInput },
  actors: {
    submitApplication: fromPromise<unknown, ApplicationSubmission>(async () => {
      throw new Error('not provided');
    }),
  },
  actions: {
    validate: assign({ errors: {} as FieldErrors }),
    saveDraft: (_, _params: { values: ApplicationValues }) => {},
    clearDraft: () => {},
    notifySuccess: () => {},
    notifyValidationError: (_, _params: { errors: FieldErrors }) => {},
    notifyError: () => {},
    /** The first field in error, or the submit button when no field is. */
    focusFirstError: () => {},
    reset: assign({ role: null, values: {}, files: {}, errors: {} }),
  },
  guards: {
    hasErrors: ({ context }) => Object.keys(context.errors).length > 0,
    hasFieldErrors: (_, params: { error: unknown }) => Object.keys(errorsOf(params.error)).length > 0,
  },
}).createMachine({
  id: 'recruitment',
  context: ({ input }) => ({ role: null, values: { ...input.draft }, files: {}, errors: {} }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'APPLICATION.OPEN': {
          target: 'open',
          actions: assign({ role: ({ event }) => event.role, values: ({ context, event }) => ({ ...context.values, role: event.role.id }) }),
        },
      },
    },
    open: {
      tags: ['open'],
      on: {
        'FIELD.CHANGE': {
          actions: [
            assign({
              values: ({ context, event }) => ({ ...context.values, [event.name]: event.value }),
              errors: ({ context, event }) => without(context.errors, event.name),
            }),
            { type: 'saveDraft', params: ({ context }) => ({ values: context.values }) },
          ],
        },
        'FILES.CHANGE': {
          actions: assign({
            files: ({ context, event }) => ({ ...context.files, [event.name]: event.files }),
            errors: ({ context, event }) => without(context.errors, event.name),
          }),
        },
        'APPLICATION.SUBMIT': { target: 'checking', actions: 'validate' },
        'APPLICATION.CANCEL': { target: 'closed', actions: ['clearDraft', 'reset'] },
        // The file inputs leave with the modal, so the chosen files are forgotten too.
        'APPLICATION.CLOSE': { target: 'closed', actions: assign({ role: null, files: {}, errors: {} }) },
      },
    },
    checking: {
      tags: ['open'],
      always: [{ guard: 'hasErrors', target: 'open', actions: 'focusFirstError' }, { target: 'submitting' }],
    },
    submitting: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'submitApplication',
        src: 'submitApplication',
        input: ({ context }) => ({ role: context.role!, values: context.values, files: context.files }),
        onDone: { target: 'closed', actions: ['clearDraft', 'reset', 'notifySuccess'] },
        onError: [
          {
            guard: { type: 'hasFieldErrors', params: ({ event }) => ({ error: event.error }) },
            target: 'open',
            actions: [
              assign({ errors: ({ event }) => errorsOf(event.error) }),
              { type: 'notifyValidationError', params: ({ event }) => ({ errors: errorsOf(event.error) }) },
              'focusFirstError',
            ],
          },
          // Any other failure keeps the answers and the draft, so trying again is one click.
          { target: 'open', actions: ['notifyError', 'focusFirstError'] },
        ],
      },
    },
  },
});
