import { assign, fromPromise, not, setup } from 'xstate';
import {
  errorsWithout, formErrors, stepAfter, stepOfFirstError, WIZARD_STEPS,
  type CampaignFormValues, type FieldErrors, type SaveInput, type SaveOutput, type SubmitInput, type WizardInput, type WizardStep,
} from '../../src/domain/campaign-wizard-form.ts';
import type { ApiErrorShape } from '../../src/domain/user-types.ts';

interface WizardContext {
  campaignId: string | null;
  values: CampaignFormValues;
  step: WizardStep;
  errors: FieldErrors;
}

export type CampaignWizardEvent =
  | { type: 'FIELD.CHANGE'; patch: Partial<CampaignFormValues> }
  | { type: 'CONTINUE' }
  | { type: 'BACK' }
  /** From the review step's "Edit" links: back to an earlier step. */
  | { type: 'STEP.GO'; step: WizardStep }
  | { type: 'SAVE' }
  | { type: 'SUBMIT' };

const serverErrors = (error: unknown): FieldErrors => formErrors((error as ApiErrorShape | undefined)?.errors ?? {});
const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
/** Any failure returns to editing with the answers kept; field errors open the step holding the first one. */
const onFailure = {
  target: '#campaignWizard.editing',
  actions: [{ type: 'showServerErrors', params: errorParams }, { type: 'notifyError', params: errorParams }, 'focusFirstError'],
} as const;
/** Every step that has fields; the review step only shows them. */
const FORM_STEPS = WIZARD_STEPS.filter((s) => s !== 'review');

/**
 * The brand's campaign wizard (campaigns issue): Back, Save draft and Continue over six steps, then
 * "Submit for review". It does no I/O: saving (POST the first time, PATCH after) and submitting are injected
 * actors, `validate` is an injected assign (the rules live in src/lib/campaign-form.ts), and toasts,
 * focus and navigation are injected actions. A 422 from the server opens the step holding the first error.
 */
export const campaignWizardMachine = setup({
  types: {} as { context: WizardContext; events: CampaignWizardEvent; input: WizardInput },
  actors: {
    saveDraft: fromPromise<SaveOutput, SaveInput>(async () => {
      throw new Error('not provided');
    }),
    submitCampaign: fromPromise<unknown, SubmitInput>(async () => {
      throw new Error('not provided');
    }),
  },
  actions: {
    validate: assign((_, _params: { steps: readonly WizardStep[] }) => ({ errors: {} as FieldErrors })),
    showServerErrors: assign((_, params: { error: unknown }) => {
      const errors = serverErrors(params.error);
      return Object.keys(errors).length > 0 ? { errors, step: stepOfFirstError(errors) } : {};
    }),
    notifySaved: () => {},
    notifySubmitted: () => {},
    notifyError: (_, _params: { error: unknown }) => {},
    showCampaign: (_, _params: { campaignId: string }) => {},
    /** The first save gives the draft an address, so a reload resumes it at the same step. */
    showDraft: (_, _params: { campaignId: string; step: WizardStep }) => {},
    /** Focus moves to the new step's heading, so keyboard and screen reader users know where they are. */
    focusStep: () => {},
    /** The first field in error, once it is drawn. */
    focusFirstError: () => {},
  },
  guards: {
    hasErrors: ({ context }) => Object.keys(context.errors).length > 0,
    isFirstStep: ({ context }) => context.step === WIZARD_STEPS[0],
    isNew: ({ context }) => context.campaignId === null,
    isReview: ({ context }) => context.step === 'review',
    isEarlierStep: ({ context }, params: { step: WizardStep }) => WIZARD_STEPS.indexOf(params.step) < WIZARD_STEPS.indexOf(context.step),
  },
}).createMachine({
  id: 'campaignWizard',
  context: ({ input }) => ({ campaignId: input.campaignId ?? null, values: input.values, step: input.step ?? 'basics', errors: {} }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'FIELD.CHANGE': {
          actions: assign({
            values: ({ context, event }) => ({ ...context.values, ...event.patch }),
            errors: ({ context, event }) => errorsWithout(context.errors, Object.keys(event.patch)),
          }),
        },
        CONTINUE: {
          guard: not('isReview'),
          target: 'checkingStep',
          actions: { type: 'validate', params: ({ context }) => ({ steps: [context.step] }) },
        },
        BACK: {
          guard: not('isFirstStep'),
          actions: [assign({ step: ({ context }) => stepAfter(context.step, -1), errors: {} }), 'focusStep'],
        },
        'STEP.GO': {
          guard: { type: 'isEarlierStep', params: ({ event }) => ({ step: event.step }) },
          actions: [assign({ step: ({ event }) => event.step, errors: {} }), 'focusStep'],
        },
        SAVE: 'saving',
        SUBMIT: { guard: 'isReview', target: 'checkingAll', actions: { type: 'validate', params: { steps: FORM_STEPS } } },
      },
    },
    checkingStep: {
      always: [
        { guard: 'hasErrors', target: 'editing', actions: 'focusFirstError' },
        { target: 'editing', actions: [assign({ step: ({ context }) => stepAfter(context.step, 1) }), 'focusStep'] },
      ],
    },
    checkingAll: {
      always: [
        { guard: 'hasErrors', target: 'editing', actions: [assign({ step: ({ context }) => stepOfFirstError(context.errors) }), 'focusFirstError'] },
        { target: 'submitting' },
      ],
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveDraft',
        src: 'saveDraft',
        input: ({ context }) => ({ campaignId: context.campaignId, values: context.values }),
        onDone: [
          {
            guard: 'isNew',
            target: 'editing',
            actions: [
              assign({ campaignId: ({ event }) => event.output.id }),
              'notifySaved',
              { type: 'showDraft', params: ({ context }) => ({ campaignId: context.campaignId!, step: context.step }) },
            ],
          },
          { target: 'editing', actions: 'notifySaved' },
        ],
        onError: onFailure,
      },
    },
    // Submitting saves the latest answers first, then asks for review.
    submitting: {
      tags: ['busy'],
      initial: 'saving',
      states: {
        saving: {
          invoke: {
            id: 'saveDraft',
            src: 'saveDraft',
            input: ({ context }) => ({ campaignId: context.campaignId, values: context.values }),
            onDone: { target: 'sending', actions: assign({ campaignId: ({ event }) => event.output.id }) },
            onError: onFailure,
          },
        },
        sending: {
          invoke: {
            id: 'submitCampaign',
            src: 'submitCampaign',
            input: ({ context }) => ({ campaignId: context.campaignId! }),
            onDone: '#campaignWizard.submitted',
            onError: onFailure,
          },
        },
      },
    },
    submitted: {
      type: 'final',
      entry: ['notifySubmitted', { type: 'showCampaign', params: ({ context }) => ({ campaignId: context.campaignId! }) }],
    },
  },
});
