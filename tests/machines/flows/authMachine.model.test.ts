import { describe, expect, it } from 'vitest';
import { authMachine } from '../../../machines/flows/authMachine.ts';
import type { Session } from '../../../src/domain/user-types.ts';
import { modelPaths, reachedStates, uncoveredTransitions, type ModelOptions } from '../../support/model.ts';

const session: Session = { user: { name: 'Wanjiru', email: 'brand@sauti.test', role: 'brand', avatar: null }, token: 't1' };

const options: ModelOptions = {
  promiseActors: ['loadSession', 'logout'],
  events: [
    { type: 'xstate.done.actor.loadSession', output: session },
    { type: 'xstate.done.actor.loadSession', output: null },
    { type: 'xstate.error.actor.loadSession', error: { message: 'storage blocked' } },
    { type: 'SIGNED_IN', session },
    { type: 'PROFILE.UPDATED', patch: { name: 'Wanjiru K.' } },
    { type: 'LOGOUT' },
    { type: 'SESSION.EXPIRED' },
    { type: 'xstate.done.actor.logout' },
    { type: 'xstate.error.actor.logout', error: { message: 'offline' } },
  ],
};

describe('authMachine (model-based)', () => {
  it('generates paths that reach every state', () => {
    expect(reachedStates(modelPaths(authMachine, options))).toEqual(['"checking"', '"loggingOut"', '"signedIn"', '"signedOut"']);
  });

  it('drives a real actor along every path and covers every transition', async () => {
    expect(await uncoveredTransitions(authMachine, options)).toEqual([]);
  });
});
