import { describe, expect, it } from 'vitest';
import { withdrawalMachine } from '../../../machines/lifecycles/withdrawalMachine.ts';
import { allTransitions, modelPaths, reachedStates, uncoveredTransitions, type ModelOptions } from '../../support/model.ts';

// RESULT with success true and false, and STATUS_QUERY with each status, reach every guard branch.
const options: ModelOptions = {
  events: [
    { type: 'HOLD_OK' }, { type: 'HOLD_FAILED' }, { type: 'RETURNED' }, { type: 'QUEUE_TIMEOUT' }, { type: 'UNCLAIMED_EXPIRED' },
    { type: 'RESULT', success: true }, { type: 'RESULT', success: false },
    { type: 'STATUS_QUERY', status: 'paid' }, { type: 'STATUS_QUERY', status: 'failed' }, { type: 'STATUS_QUERY', status: 'pending' },
  ],
};

describe('withdrawalMachine (model-based)', () => {
  it('reaches every withdrawal status', () => {
    expect(reachedStates(modelPaths(withdrawalMachine, options))).toEqual(['failed', 'paid', 'requested', 'submitted', 'unknown'].map((s) => JSON.stringify(s)));
  });

  it('drives a real actor along every path and covers every transition', async () => {
    expect(allTransitions(withdrawalMachine).length).toBe(10);
    expect(await uncoveredTransitions(withdrawalMachine, options)).toEqual([]);
  });
});
