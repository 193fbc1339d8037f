import { describe, expect, it } from 'vitest';
import { assign } from 'xstate';
import { recruitmentMachine, type FieldErrors } from '../../../machines/flows/recruitmentMachine.ts';
import { modelPaths, reachedStates, uncoveredTransitions, type ModelOptions } from '../../support/model.ts';

const resume = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });

// A stand-in for the app's valibot check: only the full name is required here.
// The graph and the replay both use it, so the guard branches agree.
const machine = recruitmentMachine.provide({
  actions: { validate: assign({ errors: ({ context }): FieldErrors => (context.values.fullName ? {} : { fullName: ['Full Name is required.'] }) }) },
});

const options: ModelOptions = {
  input: { draft: {} },
  // Whether the form would pass validation decides where SUBMIT goes, so it is part of each vertex.
  key: (s) => Boolean((s.context as { values: Record<string, string> }).values.fullName),
  promiseActors: ['submitApplication'],
  events: [
    { type: 'APPLICATION.OPEN', role: { id: 'product-manager', title: 'Product Manager (PM)' } },
    { type: 'APPLICATION.CLOSE' },
    { type: 'APPLICATION.CANCEL' },
    { type: 'APPLICATION.SUBMIT' },
    { type: 'FIELD.CHANGE', name: 'fullName', value: 'Achieng Odhiambo' },
    { type: 'FIELD.CHANGE', name: 'fullName', value: '' },
    { type: 'FILES.CHANGE', name: 'resume', files: [resume] },
    { type: 'xstate.done.actor.submitApplication', output: { id: 'app-1' } },
    { type: 'xstate.error.actor.submitApplication', error: { message: 'Some fields need attention.', status: 422, errors: { resume: ['The resume must be a PDF file.'] } } },
    { type: 'xstate.error.actor.submitApplication', error: { message: 'Submission failed. Please try again.' } },
  ],
};

describe('recruitmentMachine (model-based)', () => {
  it('reaches closed, open and submitting', () => {
    expect(reachedStates(modelPaths(machine, options))).toEqual(['"closed"', '"open"', '"submitting"']);
  });

  it('drives a real actor along every path and covers every transition', async () => {
    expect(await uncoveredTransitions(machine, options)).toEqual([]);
  });
});
