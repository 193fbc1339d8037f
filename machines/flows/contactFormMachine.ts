import { assign, fromPromise, setup } from 'xstate';
import type { ApiErrorShape } from '../../src/domain/user-types.ts';

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}
export type ContactFieldName = keyof ContactValues;
export type ContactFieldErrors = Partial<Record<ContactFieldName, string>>;

export type ContactFormEvent =
  | { type: 'SUBMIT'; values: ContactValues }
  /** The browser's own validation refused a field (spec §5: all four are required by the browser). */
  | { type: 'FIELD.INVALID'; field: ContactFieldName; message: string }
  | { type: 'FIELD.EDIT'; field: ContactFieldName };

interface ContactFormContext {
  values: ContactValues;
  errors: ContactFieldErrors;
  /** The form-level message of the last failure. */
  failure: string | null;
}

const FIELDS: readonly ContactFieldName[] = ['name', 'email', 'subject', 'message'];

/** Keeps the first server message per known field; anything else stays in the form-level message. */
function fieldErrors(error: ApiErrorShape | undefined): ContactFieldErrors {
  const out: ContactFieldErrors = {};
  for (const field of FIELDS) {
    const first = error?.errors?.[field]?.[0];
    if (first) out[field] = first;
  }
  return out;
}

const submit = { target: 'submitting', actions: 'start' } as const;

/**
 * The contact form (spec §2, §5, §8): idle → submitting → sent | failed. Sending is the injected
 * `sendMessage` actor; clearing the form and moving focus are injected actions, so the machine does no I/O.
 */
export const contactFormMachine = setup({
  types: {} as { context: ContactFormContext; events: ContactFormEvent },
  actors: {
    sendMessage: fromPromise<unknown, ContactValues>(async () => {
      throw new Error('not provided');
    }),
  },
  actions: {
    clearForm: () => {},
    focusFirstError: () => {},
    setFieldError: assign({
      errors: ({ context }, params: { field: ContactFieldName; message: string | undefined }) => ({ ...context.errors, [params.field]: params.message }),
    }),
    // Each send starts clean: the values to send, and no errors from the previous try.
    start: assign(({ context, event }) => ({ values: event.type === 'SUBMIT' ? event.values : context.values, errors: {}, failure: null })),
  },
}).createMachine({
  id: 'contactForm',
  context: { values: { name: '', email: '', subject: '', message: '' }, errors: {}, failure: null },
  initial: 'idle',
  // Errors can change whenever the user edits; SUBMIT is only taken outside `submitting`, so a double click sends once.
  on: {
    'FIELD.INVALID': { actions: { type: 'setFieldError', params: ({ event }) => ({ field: event.field, message: event.message }) } },
    'FIELD.EDIT': { actions: { type: 'setFieldError', params: ({ event }) => ({ field: event.field, message: undefined }) } },
  },
  states: {
    idle: { on: { SUBMIT: submit } },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context }) => context.values,
        onDone: { target: 'sent', actions: 'clearForm' },
        onError: {
          target: 'failed',
          actions: [
            assign(({ event }) => {
              const error = event.error as ApiErrorShape | undefined;
              return { errors: fieldErrors(error), failure: error?.message ?? null };
            }),
            'focusFirstError',
          ],
        },
      },
    },
    sent: { on: { SUBMIT: submit } },
    failed: { on: { SUBMIT: submit } },
  },
});
