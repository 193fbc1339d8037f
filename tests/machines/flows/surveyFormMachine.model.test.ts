import { describe, expect, it } from 'vitest';
import { assign } from 'xstate';
import { surveyFormMachine, type FieldErrors } from '../../../machines/flows/surveyFormMachine.ts';
import { modelPaths, reachedStates, uncoveredTransitions, type ModelOptions } from '../../support/model.ts';

// A stand-in for the app's valibot check: only the email is required here.
// The graph and the replay both use it, so the guard branches agree.
const machine = surveyFormMachine.provide({
  actions: { validate: assign({ errors: ({ context }): FieldErrors => (context.answers.emailAddress ? {} : { emailAddress: ['Email is required'] }) }) },
});

const options: ModelOptions = {
  promiseActors: ['submitSurvey'],
  events: [
    { type: 'SURVEY.SUBMIT', answers: { industrySector: 'retail', emailAddress: 'owner@duka.co.ke', marketingGoals: [] } },
    { type: 'SURVEY.SUBMIT', answers: { industrySector: 'retail', emailAddress: '', marketingGoals: [] } },
    { type: 'xstate.done.actor.submitSurvey', output: { id: 's-1' } },
    { type: 'xstate.error.actor.submitSurvey', error: { message: 'Some survey answers need attention.', status: 422, errors: { emailAddress: ['Enter a valid email address.'] } } },
    { type: 'xstate.error.actor.submitSurvey', error: { message: 'Submission failed. Please try again.' } },
  ],
};

describe('surveyFormMachine (model-based)', () => {
  it('reaches editing and submitting', () => {
    expect(reachedStates(modelPaths(machine, options))).toEqual(['"editing"', '"submitting"']);
  });

  it('drives a real actor along every path and covers every transition', async () => {
    expect(await uncoveredTransitions(machine, options)).toEqual([]);
  });
});
