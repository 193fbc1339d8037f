import { describe, expect, it } from 'vitest';
import { codeRequestMachine } from '../../../machines/flows/codeRequestMachine.ts';
import { modelPaths, reachedStates, uncoveredTransitions, type ModelOptions } from '../../support/model.ts';

const base = {
  promiseActors: ['requestCode'],
  events: [
    { type: 'SUBMIT', email: ' brand@sauti.test ' },
    { type: 'xstate.done.actor.requestCode', output: { message: 'sent' } },
    { type: 'xstate.error.actor.requestCode', error: { message: 'No account found for this email.' } },
    { type: 'xstate.error.actor.requestCode', error: { message: 'Server down' } },
    { type: 'xstate.error.actor.requestCode', error: { message: 'Please wait 52 seconds before requesting another code.', status: 429, retryAfter: 52 } },
  ],
} satisfies Omit<ModelOptions, 'input'>;

describe('codeRequestMachine (model-based)', () => {
  it('reaches every state on login', () => {
    expect(reachedStates(modelPaths(codeRequestMachine, { ...base, input: { purpose: 'login' } }))).toEqual(['"idle"', '"requesting"', '"sent"']);
  });

  it('drives a real actor along every path and covers every transition', async () => {
    expect(await uncoveredTransitions(codeRequestMachine, { ...base, input: { purpose: 'login' } })).toEqual([]);
  });
});
