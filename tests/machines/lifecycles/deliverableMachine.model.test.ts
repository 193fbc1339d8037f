import { describe, expect, it } from 'vitest';
import { deliverableMachine } from '../../../machines/lifecycles/deliverableMachine.ts';
import { nextStatus } from '../../../mock-server/lifecycle.ts';
import { allTransitions, modelPaths, reachedStates, uncoveredTransitions, type ModelOptions } from '../../support/model.ts';

// REQUEST_REVISION with 1 of 2 used reaches the guard's true branch, 2 of 2 its refusal;
// DISPUTE_RESOLVED's release reaches approved and a split the unguarded settled branch.
const options: ModelOptions = {
  events: [
    { type: 'SUBMIT' }, { type: 'APPROVE' }, { type: 'AUTO_APPROVE' }, { type: 'OPEN_DISPUTE' }, { type: 'DISPUTE_WITHDRAWN' },
    { type: 'DEADLINE_MISSED' }, { type: 'BRAND_CANCEL' }, { type: 'SUBMIT_LIVE_LINK' },
    { type: 'REQUEST_REVISION', revisionsUsed: 1, maxRevisions: 2 }, { type: 'REQUEST_REVISION', revisionsUsed: 2, maxRevisions: 2 },
    { type: 'DISPUTE_RESOLVED', outcome: 'release' }, { type: 'DISPUTE_RESOLVED', outcome: 'split' },
  ],
};
const refusal = { noun: 'deliverable', action: 'sent back for a revision' };

describe('deliverableMachine (model-based)', () => {
  it('reaches every status', () => {
    expect(reachedStates(modelPaths(deliverableMachine, options))).toEqual(
      ['approved', 'cancelled', 'disputed', 'in_review', 'live', 'overdue', 'pending', 'revision_requested', 'settled'].map((s) => JSON.stringify(s)),
    );
  });

  it('drives a real actor along every path and covers every transition', async () => {
    expect(allTransitions(deliverableMachine).length).toBe(13);
    expect(await uncoveredTransitions(deliverableMachine, options)).toEqual([]);
  });
});

describe('deliverableMachine: the rules the local API applies', () => {
  it('refuses a third revision request when the campaign allows two (409)', () => {
    expect(nextStatus(deliverableMachine, 'in_review', { type: 'REQUEST_REVISION', revisionsUsed: 1, maxRevisions: 2 }, refusal)).toBe('revision_requested');
    expect(() => nextStatus(deliverableMachine, 'in_review', { type: 'REQUEST_REVISION', revisionsUsed: 2, maxRevisions: 2 }, refusal))
      .toThrow(expect.objectContaining({ status: 409 }));
  });

  it('pauses the review timer while disputed and resumes it when the dispute is withdrawn', () => {
    expect(deliverableMachine.resolveState({ value: 'in_review', context: {} }).hasTag('review-timer')).toBe(true);
    expect(deliverableMachine.resolveState({ value: 'disputed', context: {} }).hasTag('paused')).toBe(true);
    expect(deliverableMachine.resolveState({ value: 'disputed', context: {} }).can({ type: 'AUTO_APPROVE' })).toBe(false);
    expect(nextStatus(deliverableMachine, 'disputed', { type: 'DISPUTE_WITHDRAWN' }, refusal)).toBe('in_review');
  });
});
