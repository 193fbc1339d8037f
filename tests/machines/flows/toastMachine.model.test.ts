import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION, TOAST_REMOVE_DELAY, toastMachine } from '../../../machines/flows/toastMachine.ts';
import { modelPaths, reachedStates, uncoveredTransitions, type ModelOptions } from '../../support/model.ts';

const options: ModelOptions = {
  events: [
    { type: 'TOAST.SHOW', toast: { title: 'OTP Sent!', description: "We've sent a verification code to brand@sauti.test." } },
    { type: 'TOAST.DISMISS' },
    // Either side of the 50 px swipe threshold.
    { type: 'TOAST.SWIPE', dx: 51 },
    { type: 'TOAST.SWIPE', dx: 50 },
    { type: 'TOAST.PAUSE' },
    { type: 'TOAST.RESUME' },
    { type: 'xstate.after.autoClose.toast.visible.running' },
    { type: 'xstate.after.removeDelay.toast.closing' },
  ],
  // `held` decides whether a new toast starts paused, so it splits vertices.
  key: (snapshot) => (snapshot as { context: { held: boolean } }).context.held,
  delays: { autoClose: TOAST_DURATION, removeDelay: TOAST_REMOVE_DELAY },
};

describe('toastMachine (model-based)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('generates paths that reach every state', () => {
    expect(reachedStates(modelPaths(toastMachine, options))).toEqual([
      '"closing"',
      '"idle"',
      '{"visible":"paused"}',
      '{"visible":"running"}',
    ]);
  });

  it('drives a real actor along every path and covers every transition', async () => {
    expect(await uncoveredTransitions(toastMachine, options)).toEqual([]);
  });
});
