import { describe, expect, it } from 'vitest';
import { verificationMachine } from '../../../machines/lifecycles/verificationMachine.ts';
import { nextStatus } from '../../../mock-server/lifecycle.ts';
import { allTransitions, modelPaths, reachedStates, uncoveredTransitions, type ModelOptions } from '../../support/model.ts';

const options: ModelOptions = { events: [{ type: 'SUBMIT' }, { type: 'VERIFY' }, { type: 'REJECT' }] };

describe('verificationMachine (model-based)', () => {
  it('reaches none, pending, verified and rejected', () => {
    expect(reachedStates(modelPaths(verificationMachine, options))).toEqual(['"none"', '"pending"', '"rejected"', '"verified"']);
  });

  it('drives a real actor along every path and covers every transition', async () => {
    expect(allTransitions(verificationMachine).length).toBe(5);
    expect(await uncoveredTransitions(verificationMachine, options)).toEqual([]);
  });

  it('waits for an admin only while pending, and lists the creator only once verified', () => {
    const tags = (value: string) => [...verificationMachine.resolveState({ value, context: {} }).tags];
    expect(tags('pending')).toEqual(['waiting-admin']);
    expect(tags('verified')).toEqual(['listed']);
    expect(tags('rejected')).toEqual([]);
  });

  it('refuses a second submission while one is pending, and a decision on a decided one, with 409', () => {
    const refusal = { noun: 'verification', action: 'changed' };
    expect(() => nextStatus(verificationMachine, 'pending', { type: 'SUBMIT' }, refusal)).toThrow(expect.objectContaining({ status: 409 }));
    expect(() => nextStatus(verificationMachine, 'verified', { type: 'REJECT' }, refusal)).toThrow(expect.objectContaining({ status: 409 }));
    expect(() => nextStatus(verificationMachine, 'none', { type: 'VERIFY' }, refusal)).toThrow(expect.objectContaining({ status: 409 }));
  });
});
