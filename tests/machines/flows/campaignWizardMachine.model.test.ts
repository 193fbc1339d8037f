import { describe, expect, it } from 'vitest';
import { assign } from 'xstate';
import { campaignWizardMachine } from '../../../machines/flows/campaignWizardMachine.ts';
import type { CampaignFormValues, FieldErrors, WizardStep } from '../../../src/domain/campaign-wizard-form.ts';
import { emptyCampaignForm } from '../../../src/lib/campaign-form.ts';
import { modelPaths, reachedStates, uncoveredTransitions, type ModelOptions } from '../../support/model.ts';

// A stand-in for the app's rules (basics needs a title). The graph and the replay both use it, so guard branches agree.
const machine = campaignWizardMachine.provide({
  actions: {
    validate: assign(({ context }, { steps }: { steps: readonly WizardStep[] }): { errors: FieldErrors } => ({
      errors: steps.includes('basics') && !context.values.title ? { title: ['Use at least 3 characters for the title.'] } : {},
    })),
  },
});

const options: ModelOptions = {
  input: { values: emptyCampaignForm() },
  // The step and whether the title passes decide where CONTINUE, BACK and SUBMIT go; the id tells a first save from later ones.
  key: (s) => {
    const context = s.context as { step: WizardStep; values: CampaignFormValues; campaignId: string | null };
    return [context.step, Boolean(context.values.title), context.campaignId];
  },
  promiseActors: ['saveDraft', 'submitCampaign'],
  events: [
    { type: 'FIELD.CHANGE', patch: { title: 'Mama Mboga launch' } },
    { type: 'FIELD.CHANGE', patch: { title: '' } },
    { type: 'CONTINUE' },
    { type: 'BACK' },
    { type: 'STEP.GO', step: 'basics' },
    { type: 'STEP.GO', step: 'review' },
    { type: 'SAVE' },
    { type: 'SUBMIT' },
    { type: 'xstate.done.actor.saveDraft', output: { id: 'c1' } },
    // A later save answers with the same id, which the machine keeps: a second output makes that path its own vertex.
    { type: 'xstate.done.actor.saveDraft', output: { id: 'c2' } },
    { type: 'xstate.error.actor.saveDraft', error: { message: 'Some fields need attention.', status: 422, errors: { 'audience.countries': ['Choose at least one country.'] } } },
    { type: 'xstate.error.actor.saveDraft', error: { message: 'Your draft could not be saved. Please try again.' } },
    { type: 'xstate.done.actor.submitCampaign', output: {} },
    { type: 'xstate.error.actor.submitCampaign', error: { message: 'Finish the brief before submitting.', status: 422, errors: { startDate: ['The start date cannot be in the past.'] } } },
  ],
};

describe('campaignWizardMachine (model-based)', () => {
  it('reaches editing, saving, every submitting step and submitted', () => {
    expect(reachedStates(modelPaths(machine, options))).toEqual([
      '"editing"', '"saving"', '"submitted"', '{"submitting":"saving"}', '{"submitting":"sending"}',
    ]);
  });

  it('drives a real actor along every path and covers every transition', async () => {
    expect(await uncoveredTransitions(machine, options)).toEqual([]);
  });
});
