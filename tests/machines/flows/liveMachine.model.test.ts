import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromCallback } from 'xstate';
import { liveMachine, RETRY_MS } from '../../../machines/flows/liveMachine.ts';
import { modelPaths, reachedStates, uncoveredTransitions, type ModelOptions } from '../../support/model.ts';

const options: ModelOptions = {
  promiseActors: ['requestTicket'],
  provide: { actors: { stream: fromCallback(() => () => {}) }, delays: { retry: RETRY_MS } },
  events: [
    { type: 'START' },
    { type: 'STOP' },
    { type: 'xstate.done.actor.requestTicket', output: { ticket: 't-1' } },
    { type: 'xstate.error.actor.requestTicket', error: { message: 'Your session has ended.', status: 401 } },
    { type: 'xstate.error.actor.requestTicket', error: { message: 'offline' } },
    { type: 'LIVE.OPEN' },
    { type: 'LIVE.EVENT', name: 'unread', data: '{}' },
    { type: 'LIVE.ERROR' },
    { type: 'xstate.after.retry.live.waiting' },
  ],
  delays: { retry: RETRY_MS },
};

describe('liveMachine (model-based)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('generates paths that reach every state', () => {
    expect(reachedStates(modelPaths(liveMachine, options))).toEqual(['"connecting"', '"idle"', '"streaming"', '"waiting"']);
  });

  it('drives a real actor along every path and covers every transition', async () => {
    expect(await uncoveredTransitions(liveMachine, options)).toEqual([]);
  });
});
