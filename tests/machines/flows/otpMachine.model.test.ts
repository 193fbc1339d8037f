import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { otpMachine } from '../../../machines/flows/otpMachine.ts';
import type { Session } from '../../../src/domain/user-types.ts';
import { modelPaths, reachedStates, uncoveredTransitions, type ModelOptions } from '../../support/model.ts';

const withRole: Session = { user: { name: 'W', email: 'brand@sauti.test', role: 'brand', avatar: null }, token: 't' };
const newcomer: Session = { user: { name: '', email: 'new@sauti.test', role: null, avatar: null }, token: 't' };

const options: ModelOptions = {
  // A 2-second cooldown keeps the graph small while still ticking once before Resend is offered.
  input: { email: 'brand@sauti.test', purpose: 'login', cooldownSeconds: 2 },
  key: (s) => (s.context as { cooldown: number }).cooldown,
  promiseActors: ['verifyCode', 'resendCode'],
  events: [
    { type: 'CODE.CHANGE', index: 0, value: '1' },
    { type: 'CODE.PASTE', index: 3, text: '123456' },
    { type: 'SUBMIT' },
    { type: 'RESEND' },
    { type: 'xstate.done.actor.verifyCode', output: withRole },
    { type: 'xstate.done.actor.verifyCode', output: newcomer },
    { type: 'xstate.error.actor.verifyCode', error: { message: 'That code is not correct.' } },
    { type: 'xstate.done.actor.resendCode', output: {} },
    { type: 'xstate.error.actor.resendCode', error: { message: 'Too many codes' } },
    { type: 'xstate.after.1000.otp.cooldown.cooling' },
  ],
};

describe('otpMachine (model-based)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reaches every state', () => {
    const states = reachedStates(modelPaths(otpMachine, options));
    for (const code of ['editing', 'verifying', 'resending', 'verified']) {
      expect(states.some((s) => s.includes(`"code":"${code}"`))).toBe(true);
    }
    expect(states.some((s) => s.includes('"cooldown":"ready"'))).toBe(true);
  });

  it('drives a real actor along every path and covers every transition', async () => {
    expect(await uncoveredTransitions(otpMachine, options)).toEqual([]);
  });
});
