import { describe, expect, it } from 'vitest';
import { disputeMachine } from '../../../machines/lifecycles/disputeMachine.ts';
import { nextStatus } from '../../../mock-server/lifecycle.ts';
import { allTransitions, modelPaths, reachedStates, uncoveredTransitions, type ModelOptions } from '../../support/model.ts';

// ACCEPT_PROPOSAL by the first side keeps the proposal open (self-target); by the second it resolves.
const options: ModelOptions = {
  events: [
    { type: 'RESPOND' }, { type: 'RESPONSE_TIMEOUT' }, { type: 'PROPOSE' }, { type: 'REJECT_PROPOSAL' },
    { type: 'MEDIATION_TIMEOUT' }, { type: 'DECIDE' }, { type: 'WITHDRAW' },
    { type: 'ACCEPT_PROPOSAL', bothAccepted: false }, { type: 'ACCEPT_PROPOSAL', bothAccepted: true },
  ],
};
const refusal = { noun: 'dispute', action: 'decided' };

describe('disputeMachine (model-based)', () => {
  it('reaches every status', () => {
    expect(reachedStates(modelPaths(disputeMachine, options))).toEqual(
      ['admin_decision', 'awaiting_response', 'mediation', 'proposal', 'resolved', 'resolved_for_opener', 'withdrawn'].map((s) => JSON.stringify(s)),
    );
  });

  it('drives a real actor along every path and covers every transition', async () => {
    expect(allTransitions(disputeMachine).length).toBe(13);
    expect(await uncoveredTransitions(disputeMachine, options)).toEqual([]);
  });
});

describe('disputeMachine: the rules the local API applies', () => {
  it('resolves for the opener when the other side does not respond in time, and cannot be decided before mediation', () => {
    expect(nextStatus(disputeMachine, 'awaiting_response', { type: 'RESPONSE_TIMEOUT' }, refusal)).toBe('resolved_for_opener');
    expect(() => nextStatus(disputeMachine, 'awaiting_response', { type: 'DECIDE' }, refusal)).toThrow(expect.objectContaining({ status: 409 }));
  });

  it('needs both sides to accept a proposal; a rejection or the 14-day deadline leaves it to the admin', () => {
    expect(nextStatus(disputeMachine, 'proposal', { type: 'ACCEPT_PROPOSAL', bothAccepted: false }, refusal)).toBe('proposal');
    expect(nextStatus(disputeMachine, 'proposal', { type: 'ACCEPT_PROPOSAL', bothAccepted: true }, refusal)).toBe('resolved');
    expect(nextStatus(disputeMachine, 'proposal', { type: 'REJECT_PROPOSAL' }, refusal)).toBe('admin_decision');
    expect(nextStatus(disputeMachine, 'mediation', { type: 'MEDIATION_TIMEOUT' }, refusal)).toBe('admin_decision');
    expect(nextStatus(disputeMachine, 'admin_decision', { type: 'DECIDE' }, refusal)).toBe('resolved');
  });
});
