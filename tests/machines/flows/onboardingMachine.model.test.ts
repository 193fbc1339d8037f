import { describe, expect, it } from 'vitest';
import { onboardingMachine } from '../../../machines/flows/onboardingMachine.ts';
import { emptyOnboarding, STEPS } from '../../../src/domain/onboarding-types.ts';
import type { Session } from '../../../src/domain/user-types.ts';
import { modelPaths, reachedStates, uncoveredTransitions, type ModelOptions } from '../../support/model.ts';

const session: Session = { user: { name: 'Amina Otieno', email: 'new@sauti.test', role: 'influencer', avatar: null }, token: 't' };
const details = { username: 'amina', country: 'KE', today: '2026-11-22' };

const options: ModelOptions = {
  input: { data: emptyOnboarding('new@sauti.test') },
  key: (s) => (s.context as { data: { role: string | null } }).data.role,
  promiseActors: ['checkUsername', 'saveProfile'],
  events: [
    { type: 'NEXT' },
    { type: 'NAME.SUBMIT', fullName: '  ' },
    { type: 'NAME.SUBMIT', fullName: 'Amina Otieno' },
    { type: 'DETAILS.SUBMIT', ...details, username: '' , dob: '2000-01-01' },
    { type: 'DETAILS.SUBMIT', ...details, dob: '2000-13-45x' },
    { type: 'DETAILS.SUBMIT', ...details, dob: '2010-01-01' },
    { type: 'DETAILS.SUBMIT', ...details, dob: '2000-01-01' },
    { type: 'xstate.done.actor.checkUsername', output: { available: true } },
    { type: 'xstate.done.actor.checkUsername', output: { available: false } },
    { type: 'xstate.error.actor.checkUsername', error: { message: 'offline' } },
    { type: 'ROLE.SELECT', role: 'brand' },
    { type: 'ROLE.SELECT', role: 'influencer' },
    { type: 'SOCIAL.SUBMIT', socialMedia: { platform: 'tiktok', handle: '@amina' } },
    { type: 'NICHES.SUBMIT', niches: ['Fashion'] },
    { type: 'COMPANY.SUBMIT', companyName: 'Duka', industry: 'retail' },
    { type: 'GOALS.SUBMIT', marketingGoals: ['Generate Leads'] },
    { type: 'SKIP' },
    { type: 'BACK' },
    { type: 'RETRY' },
    { type: 'xstate.done.actor.saveProfile', output: session },
    { type: 'xstate.error.actor.saveProfile', error: { message: 'Server down' } },
    ...STEPS.map((step) => ({ type: 'STEP.SYNC', step })),
  ],
};

describe('onboardingMachine (model-based)', () => {
  it('reaches every step of both branches, saving, a failed save and completion', () => {
    const states = reachedStates(modelPaths(onboardingMachine, options));
    for (const s of ['welcome', 'name', 'details', 'checkingUsername', 'roleSelect', 'saving', 'saveFailed', 'complete']) {
      expect(states).toContain(JSON.stringify(s));
    }
    for (const s of ['{"influencer":"socialMedia"}', '{"influencer":"niche"}', '{"brand":"companyDetails"}', '{"brand":"goals"}']) {
      expect(states).toContain(s);
    }
  });

  it('drives a real actor along every path and covers every transition, every Back and every Skip', async () => {
    expect(await uncoveredTransitions(onboardingMachine, options)).toEqual([]);
  });
});
