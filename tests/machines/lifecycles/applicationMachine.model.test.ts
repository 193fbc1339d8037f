import { describe, expect, it } from 'vitest';
import { createMachine, type AnyStateMachine } from 'xstate';
import { applicationMachine } from '../../../machines/lifecycles/applicationMachine.ts';
import { nextStatus } from '../../../mock-server/lifecycle.ts';
import { allTransitions, modelPaths, reachedStates, uncoveredTransitions, type ModelOptions } from '../../support/model.ts';

// ACCEPT carries the slots left: 1 reaches the hasSlot guard's true branch, 0 its refusal.
const options: ModelOptions = {
  events: [
    { type: 'APPLY' }, { type: 'DECLINE' }, { type: 'SHORTLIST' }, { type: 'REJECT' }, { type: 'WITHDRAW' }, { type: 'CAMPAIGN_CLOSED' },
    { type: 'ACCEPT', slotsLeft: 1 }, { type: 'ACCEPT', slotsLeft: 0 },
  ],
};

/**
 * An application starts either applied (the creator applies) or invited (the brand invites), so the graph is
 * walked from both starts: the same definition and guards, only the initial state differs.
 */
const fromInvited = createMachine({ ...applicationMachine.config, initial: 'invited' }, applicationMachine.implementations) as AnyStateMachine;
const refusal = { noun: 'application', action: 'accepted' };

describe('applicationMachine (model-based)', () => {
  it('reaches every status from the two starts', () => {
    const reached = new Set([...reachedStates(modelPaths(applicationMachine, options)), ...reachedStates(modelPaths(fromInvited, options))]);
    expect([...reached].sort()).toEqual(['"accepted"', '"applied"', '"declined"', '"expired"', '"invited"', '"rejected"', '"shortlisted"', '"withdrawn"']);
  });

  it('drives a real actor along every path and, between the two starts, covers every transition', async () => {
    const fromApplied = new Set(await uncoveredTransitions(applicationMachine, options));
    const uncovered = (await uncoveredTransitions(fromInvited, options)).filter((t) => fromApplied.has(t));
    expect(allTransitions(applicationMachine).length).toBe(12);
    expect(uncovered).toEqual([]);
  });
});

describe('applicationMachine: the slot guard, as the local API applies it', () => {
  it.each(['applied', 'shortlisted'])('accepts a %s application while a slot is left, and refuses it with 409 when none is', (status) => {
    expect(nextStatus(applicationMachine, status, { type: 'ACCEPT', slotsLeft: 1 }, refusal)).toBe('accepted');
    expect(() => nextStatus(applicationMachine, status, { type: 'ACCEPT', slotsLeft: 0 }, refusal)).toThrow(expect.objectContaining({ status: 409 }));
  });

  it.each(['invited', 'accepted', 'declined', 'rejected', 'withdrawn', 'expired'])('refuses to accept an application that is %s', (status) => {
    expect(() => nextStatus(applicationMachine, status, { type: 'ACCEPT', slotsLeft: 5 }, refusal)).toThrow(`This application is ${status}, so it cannot be accepted.`);
  });
});
