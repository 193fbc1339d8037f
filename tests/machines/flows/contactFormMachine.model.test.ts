import { describe, expect, it } from 'vitest';
import { contactFormMachine } from '../../../machines/flows/contactFormMachine.ts';
import { modelPaths, reachedStates, uncoveredTransitions, type ModelOptions } from '../../support/model.ts';

const values = { name: 'Amina', email: 'amina@example.co.ke', subject: 'Hi', message: 'Hello' };

const options: ModelOptions = {
  promiseActors: ['sendMessage'],
  events: [
    { type: 'SUBMIT', values },
    { type: 'FIELD.INVALID', field: 'email', message: 'Please enter a valid email address.' },
    { type: 'FIELD.EDIT', field: 'email' },
    { type: 'xstate.done.actor.sendMessage', output: { id: 'id-1', ...values, createdAt: '2026-01-05T07:00:00.000Z' } },
    { type: 'xstate.error.actor.sendMessage', error: { message: 'Please check the highlighted fields.', errors: { email: ['Enter a valid email address.'] } } },
  ],
};

describe('contactFormMachine (model-based)', () => {
  it('reaches every state', () => {
    expect(reachedStates(modelPaths(contactFormMachine, options))).toEqual(['"failed"', '"idle"', '"sent"', '"submitting"']);
  });

  it('drives a real actor along every path and covers every transition', async () => {
    expect(await uncoveredTransitions(contactFormMachine, options)).toEqual([]);
  });
});
