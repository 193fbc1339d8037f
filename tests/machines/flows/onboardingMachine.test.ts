import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { onboardingMachine } from '../../../machines/flows/onboardingMachine.ts';
import { emptyOnboarding, type OnboardingData, type OnboardingRole, type Step } from '../../../src/domain/onboarding-types.ts';
import type { ApiErrorShape, Session } from '../../../src/domain/user-types.ts';
import { controllable } from '../../support/actors.ts';

const email = 'new@sauti.test';
const today = '2026-11-22';
const details = { username: 'amina_o', dob: '2000-05-17', country: 'KE', today };
const social = { platform: 'tiktok', handle: '@amina' } as const;
const company = { companyName: 'Duka Bora', industry: 'retail' };
const session: Session = { user: { name: 'Amina Otieno', email, role: 'influencer', avatar: null }, token: 'tok-1' };
const serverDown: ApiErrorShape = { message: 'Server down, try again.', status: 500 };

function start(data: OnboardingData = emptyOnboarding(email)) {
  const checkUsername = controllable<{ available: boolean }, { username: string }>();
  const saveProfile = controllable<Session, { data: OnboardingData }>();
  const actions = { showStep: vi.fn(), notifyRole: vi.fn(), completeSession: vi.fn() };
  const actor = createActor(
    onboardingMachine.provide({ actors: { checkUsername: checkUsername.logic, saveProfile: saveProfile.logic }, actions }),
    { input: { data } },
  ).start();
  const snapshot = () => actor.getSnapshot();
  /** The steps shown so far, in order. */
  const shown = () => actions.showStep.mock.calls.map(([, params]) => (params as { step: Step }).step);
  return { actor, snapshot, shown, checkUsername, saveProfile, ...actions };
}

type Started = ReturnType<typeof start>;

function toDetails(started: Started) {
  started.actor.send({ type: 'NEXT' });
  started.actor.send({ type: 'NAME.SUBMIT', fullName: 'Amina Otieno' });
  return started;
}

async function toRoleSelect(started: Started) {
  toDetails(started).actor.send({ type: 'DETAILS.SUBMIT', ...details });
  await started.checkUsername.resolve({ available: true });
  return started;
}

async function toBranch(role: OnboardingRole, data?: OnboardingData) {
  const started = await toRoleSelect(start(data));
  started.actor.send({ type: 'ROLE.SELECT', role });
  return started;
}

async function toInfluencerSaving() {
  const started = await toBranch('influencer');
  started.actor.send({ type: 'SOCIAL.SUBMIT', socialMedia: social });
  started.actor.send({ type: 'NICHES.SUBMIT', niches: ['Fashion', 'Tech'] });
  return started;
}

async function toBrandSaving() {
  const started = await toBranch('brand');
  started.actor.send({ type: 'COMPANY.SUBMIT', ...company });
  started.actor.send({ type: 'GOALS.SUBMIT', marketingGoals: ['Generate Leads'] });
  return started;
}

const detailed: OnboardingData = { ...emptyOnboarding(email), fullName: 'Amina Otieno', username: 'amina_o', dob: '2000-05-17', country: 'KE' };

describe('onboardingMachine', () => {
  describe('welcome and name', () => {
    it('shows the welcome step, and Next goes to name', () => {
      const { actor, snapshot, shown } = start();
      expect(snapshot().value).toBe('welcome');

      actor.send({ type: 'NEXT' });

      expect(snapshot().value).toBe('name');
      expect(shown()).toEqual(['welcome', 'name']);
    });

    it.each(['', '   '])('says "Please enter your full name." and stays on name when the name is blank (%j)', (fullName) => {
      const { actor, snapshot } = start();
      actor.send({ type: 'NEXT' });

      actor.send({ type: 'NAME.SUBMIT', fullName });

      expect(snapshot().value).toBe('name');
      expect(snapshot().context.errors).toEqual({ fullName: 'required' });
      expect(snapshot().context.data.fullName).toBe('');
    });

    it('keeps the trimmed name, clears the error and goes to details', () => {
      const { actor, snapshot, shown } = start();
      actor.send({ type: 'NEXT' });
      actor.send({ type: 'NAME.SUBMIT', fullName: ' ' });

      actor.send({ type: 'NAME.SUBMIT', fullName: '  Amina Otieno ' });

      expect(snapshot().value).toBe('details');
      expect(snapshot().context.data).toEqual({ ...emptyOnboarding(email), fullName: 'Amina Otieno' });
      expect(snapshot().context.errors).toEqual({});
      expect(shown()).toEqual(['welcome', 'name', 'details']);
    });
  });

  describe('details', () => {
    it.each([
      ['username', { username: '  ' }],
      ['date of birth', { dob: '' }],
      ['country', { country: ' ' }],
    ])('says "Please fill in all details." and stays when the %s is blank', (_field, blank) => {
      const { actor, snapshot, checkUsername } = toDetails(start());

      actor.send({ type: 'DETAILS.SUBMIT', ...details, ...blank });

      expect(snapshot().value).toBe('details');
      expect(snapshot().context.errors).toEqual({ details: 'incomplete' });
      expect(snapshot().context.data.username).toBe('');
      expect(checkUsername.run).not.toHaveBeenCalled();
    });

    it.each(['17/05/2000', '17 May 2000', '2000/05/17', '2000-5-17', '2000-13-01', '2000-01-32', 'yesterday', '2001-02-30', '2001-02-29', '2001-04-31'])('rejects an invalid date of birth (%s)', (dob) => {
      const { actor, snapshot, checkUsername } = toDetails(start());

      actor.send({ type: 'DETAILS.SUBMIT', ...details, dob });

      expect(snapshot().value).toBe('details');
      expect(snapshot().context.errors).toEqual({ dob: 'invalid' });
      expect(checkUsername.run).not.toHaveBeenCalled();
    });

    it('accepts someone who turns 18 today (minimum age 18)', () => {
      const { actor, snapshot, checkUsername } = toDetails(start());

      actor.send({ type: 'DETAILS.SUBMIT', ...details, dob: '2008-11-22' });

      expect(snapshot().value).toBe('checkingUsername');
      expect(snapshot().context.errors).toEqual({});
      expect(checkUsername.run).toHaveBeenCalledTimes(1);
    });

    it('refuses someone who turns 18 tomorrow as under the minimum age of 18', () => {
      const { actor, snapshot, checkUsername } = toDetails(start());

      actor.send({ type: 'DETAILS.SUBMIT', ...details, dob: '2008-11-23' });

      expect(snapshot().value).toBe('details');
      expect(snapshot().context.errors).toEqual({ dob: 'underage' });
      expect(snapshot().context.data.dob).toBe('');
      expect(checkUsername.run).not.toHaveBeenCalled();
    });

    it('checks the trimmed username, busy, keeping the trimmed details', () => {
      const { actor, snapshot, checkUsername } = toDetails(start());

      actor.send({ type: 'DETAILS.SUBMIT', username: '  amina_o ', dob: '2000-05-17', country: ' KE ', today });

      expect(snapshot().value).toBe('checkingUsername');
      expect(snapshot().hasTag('busy')).toBe(true);
      expect(checkUsername.run).toHaveBeenCalledExactlyOnceWith({ username: 'amina_o' });
      expect(snapshot().context.data).toEqual(detailed);
    });

    it('goes back to details saying the username is taken when it is not available', async () => {
      const { actor, snapshot, checkUsername, shown } = toDetails(start());
      actor.send({ type: 'DETAILS.SUBMIT', ...details });

      await checkUsername.resolve({ available: false });

      expect(snapshot().value).toBe('details');
      expect(snapshot().hasTag('busy')).toBe(false);
      expect(snapshot().context.errors).toEqual({ username: 'taken' });
      expect(shown()).toEqual(['welcome', 'name', 'details', 'details']);
    });

    it('goes back to details saying the username could not be checked when the check fails', async () => {
      const { actor, snapshot, checkUsername } = toDetails(start());
      actor.send({ type: 'DETAILS.SUBMIT', ...details });

      await checkUsername.reject(serverDown);

      expect(snapshot().value).toBe('details');
      expect(snapshot().hasTag('busy')).toBe(false);
      expect(snapshot().context.errors).toEqual({ username: 'unchecked' });
    });

    it('goes to role-select when the username is available', async () => {
      const { snapshot, shown } = await toRoleSelect(start());

      expect(snapshot().value).toBe('roleSelect');
      expect(snapshot().hasTag('busy')).toBe(false);
      expect(snapshot().context).toEqual({ data: detailed, errors: {} });
      expect(shown()).toEqual(['welcome', 'name', 'details', 'role-select']);
    });
  });

  describe('role-select', () => {
    it('choosing "I am a Brand" shows "Role Selected!" and goes to company-details', async () => {
      const { snapshot, notifyRole, shown } = await toBranch('brand');

      expect(snapshot().value).toEqual({ brand: 'companyDetails' });
      expect(snapshot().context.data).toEqual({ ...detailed, role: 'brand' });
      expect(notifyRole).toHaveBeenCalledExactlyOnceWith(expect.anything(), expect.objectContaining({ role: 'brand' }));
      expect(shown().at(-1)).toBe('company-details');
    });

    it('choosing "I am an Influencer" shows "Role Selected!" and goes to social-media', async () => {
      const { snapshot, notifyRole, shown } = await toBranch('influencer');

      expect(snapshot().value).toEqual({ influencer: 'socialMedia' });
      expect(snapshot().context.data).toEqual({ ...detailed, role: 'influencer' });
      expect(notifyRole).toHaveBeenCalledExactlyOnceWith(expect.anything(), expect.objectContaining({ role: 'influencer' }));
      expect(shown().at(-1)).toBe('social-media');
    });
  });

  describe('Back', () => {
    it.each<[OnboardingRole, string]>([
      ['influencer', 'social-media'],
      ['brand', 'company-details'],
    ])('Back on %s\'s first step (%s) returns to role-select keeping earlier data', async (role) => {
      const { actor, snapshot, shown } = await toBranch(role);

      actor.send({ type: 'BACK' });

      expect(snapshot().value).toBe('roleSelect');
      expect(snapshot().context.data).toEqual({ ...detailed, role });
      expect(shown().at(-1)).toBe('role-select');
    });

    it('Back on niche returns to social-media keeping the social account', async () => {
      const { actor, snapshot, shown } = await toBranch('influencer');
      actor.send({ type: 'SOCIAL.SUBMIT', socialMedia: social });

      actor.send({ type: 'BACK' });

      expect(snapshot().value).toEqual({ influencer: 'socialMedia' });
      expect(snapshot().context.data).toEqual({ ...detailed, role: 'influencer', socialMedia: social });
      expect(shown().slice(-2)).toEqual(['niche', 'social-media']);
    });

    it('Back on goals returns to company-details keeping the company', async () => {
      const { actor, snapshot, shown } = await toBranch('brand');
      actor.send({ type: 'COMPANY.SUBMIT', companyName: '  Duka Bora ', industry: 'retail' });

      actor.send({ type: 'BACK' });

      expect(snapshot().value).toEqual({ brand: 'companyDetails' });
      expect(snapshot().context.data).toEqual({ ...detailed, role: 'brand', ...company });
      expect(shown().slice(-2)).toEqual(['goals', 'company-details']);
    });
  });

  describe('Skip for now', () => {
    it('on social-media moves to niche without a social account', async () => {
      const { actor, snapshot } = await toBranch('influencer');
      actor.send({ type: 'SOCIAL.SUBMIT', socialMedia: social });
      actor.send({ type: 'BACK' });

      actor.send({ type: 'SKIP' });

      expect(snapshot().value).toEqual({ influencer: 'niche' });
      expect(snapshot().context.data.socialMedia).toBeNull();
    });

    it('on niche moves on to saving without niches', async () => {
      const { actor, snapshot, saveProfile } = await toBranch('influencer', { ...emptyOnboarding(email), niches: ['Gaming'] });
      actor.send({ type: 'SOCIAL.SUBMIT', socialMedia: social });

      actor.send({ type: 'SKIP' });

      expect(snapshot().value).toBe('saving');
      expect(snapshot().context.data.niches).toEqual([]);
      expect(saveProfile.run).toHaveBeenCalledExactlyOnceWith({ data: { ...detailed, role: 'influencer', socialMedia: social } });
    });

    it('on company-details moves to goals without company name or industry', async () => {
      const { actor, snapshot } = await toBranch('brand');
      actor.send({ type: 'COMPANY.SUBMIT', ...company });
      actor.send({ type: 'BACK' });

      actor.send({ type: 'SKIP' });

      expect(snapshot().value).toEqual({ brand: 'goals' });
      expect(snapshot().context.data.companyName).toBe('');
      expect(snapshot().context.data.industry).toBe('');
    });

    it('on goals moves on to saving without marketing goals', async () => {
      const { actor, snapshot, saveProfile } = await toBranch('brand', { ...emptyOnboarding(email), marketingGoals: ['Generate Leads'] });
      actor.send({ type: 'COMPANY.SUBMIT', ...company });

      actor.send({ type: 'SKIP' });

      expect(snapshot().value).toBe('saving');
      expect(snapshot().context.data.marketingGoals).toEqual([]);
      expect(saveProfile.run).toHaveBeenCalledExactlyOnceWith({ data: { ...detailed, role: 'brand', ...company } });
    });
  });

  describe('saving the profile', () => {
    it('saves the whole influencer data, busy, after niches are submitted', async () => {
      const { snapshot, saveProfile } = await toInfluencerSaving();

      expect(snapshot().value).toBe('saving');
      expect(snapshot().hasTag('busy')).toBe(true);
      expect(saveProfile.run).toHaveBeenCalledExactlyOnceWith({
        data: { ...detailed, role: 'influencer', socialMedia: social, niches: ['Fashion', 'Tech'] },
      });
    });

    it('saves the whole brand data, busy, after goals are submitted', async () => {
      const { snapshot, saveProfile } = await toBrandSaving();

      expect(snapshot().value).toBe('saving');
      expect(snapshot().hasTag('busy')).toBe(true);
      expect(saveProfile.run).toHaveBeenCalledExactlyOnceWith({
        data: { ...detailed, role: 'brand', ...company, marketingGoals: ['Generate Leads'] },
      });
    });

    it('completes the session and shows "You\'re All Set" (influencer-complete) once saved', async () => {
      const { snapshot, saveProfile, completeSession, shown } = await toInfluencerSaving();

      await saveProfile.resolve(session);

      expect(snapshot().value).toBe('complete');
      expect(snapshot().status).toBe('done');
      expect(snapshot().hasTag('busy')).toBe(false);
      expect(completeSession).toHaveBeenCalledExactlyOnceWith(expect.anything(), { session });
      expect(shown().at(-1)).toBe('influencer-complete');
    });

    it('completes the session and shows "Your brand profile is ready" (brand-complete) once saved', async () => {
      const { snapshot, saveProfile, completeSession, shown } = await toBrandSaving();
      const brandSession: Session = { ...session, user: { ...session.user, role: 'brand' } };

      await saveProfile.resolve(brandSession);

      expect(snapshot().value).toBe('complete');
      expect(snapshot().status).toBe('done');
      expect(completeSession).toHaveBeenCalledExactlyOnceWith(expect.anything(), { session: brandSession });
      expect(shown().at(-1)).toBe('brand-complete');
    });

    it('keeps all the data and shows the server message when saving fails', async () => {
      const { snapshot, saveProfile, completeSession } = await toInfluencerSaving();
      const before = snapshot().context.data;

      await saveProfile.reject(serverDown);

      expect(snapshot().value).toBe('saveFailed');
      expect(snapshot().hasTag('busy')).toBe(false);
      expect(snapshot().context.errors).toEqual({ save: serverDown.message });
      expect(snapshot().context.data).toEqual(before);
      expect(completeSession).not.toHaveBeenCalled();
    });

    it('Retry saves the same data again, clearing the error', async () => {
      const { actor, snapshot, saveProfile, completeSession } = await toBrandSaving();
      await saveProfile.reject(serverDown);

      actor.send({ type: 'RETRY' });

      expect(snapshot().value).toBe('saving');
      expect(snapshot().hasTag('busy')).toBe(true);
      expect(snapshot().context.errors).toEqual({});
      expect(saveProfile.run).toHaveBeenCalledTimes(2);
      expect(saveProfile.run.mock.calls[1]).toEqual(saveProfile.run.mock.calls[0]);

      await saveProfile.resolve(session);
      expect(snapshot().value).toBe('complete');
      expect(completeSession).toHaveBeenCalledTimes(1);
    });
  });

  describe('showing each step', () => {
    it('shows every influencer step in order, from welcome to influencer-complete', async () => {
      const { saveProfile, shown } = await toInfluencerSaving();
      await saveProfile.resolve(session);

      expect(shown()).toEqual(['welcome', 'name', 'details', 'role-select', 'social-media', 'niche', 'influencer-complete']);
    });

    it('shows every brand step in order, from welcome to brand-complete', async () => {
      const { saveProfile, shown } = await toBrandSaving();
      await saveProfile.resolve(session);

      expect(shown()).toEqual(['welcome', 'name', 'details', 'role-select', 'company-details', 'goals', 'brand-complete']);
    });
  });

  describe('following the route (STEP.SYNC)', () => {
    it('moves from niche to role-select, keeping the data and showing role-select', async () => {
      const { actor, snapshot, shown } = await toBranch('influencer');
      actor.send({ type: 'SOCIAL.SUBMIT', socialMedia: social });

      actor.send({ type: 'STEP.SYNC', step: 'role-select' });

      expect(snapshot().value).toBe('roleSelect');
      expect(snapshot().context.data).toEqual({ ...detailed, role: 'influencer', socialMedia: social });
      expect(shown().at(-1)).toBe('role-select');
    });

    it('moves forward to a step of the chosen role and clears errors', async () => {
      const { actor, snapshot, saveProfile } = await toInfluencerSaving();
      await saveProfile.reject(serverDown);

      actor.send({ type: 'STEP.SYNC', step: 'niche' });

      expect(snapshot().value).toEqual({ influencer: 'niche' });
      expect(snapshot().context.errors).toEqual({});
    });

    it.each<[OnboardingRole, Step]>([
      ['brand', 'social-media'],
      ['brand', 'niche'],
      ['influencer', 'company-details'],
      ['influencer', 'goals'],
    ])('refuses a step of the other branch for a %s (%s) and stays', async (role, step) => {
      const { actor, snapshot, showStep } = await toBranch(role);
      const before = snapshot().value;
      const calls = showStep.mock.calls.length;

      actor.send({ type: 'STEP.SYNC', step });

      expect(snapshot().value).toEqual(before);
      expect(showStep).toHaveBeenCalledTimes(calls);
    });

    it('refuses a branch step before any role is chosen', async () => {
      const { actor, snapshot } = await toRoleSelect(start());

      actor.send({ type: 'STEP.SYNC', step: 'social-media' });
      actor.send({ type: 'STEP.SYNC', step: 'company-details' });

      expect(snapshot().value).toBe('roleSelect');
    });

    it('does nothing once onboarding is complete', async () => {
      const { actor, snapshot, saveProfile, showStep, completeSession } = await toInfluencerSaving();
      await saveProfile.resolve(session);
      const calls = showStep.mock.calls.length;
      // XState warns about events sent to a finished actor; that warning is expected here.
      vi.spyOn(console, 'warn').mockImplementation(() => {});

      actor.send({ type: 'STEP.SYNC', step: 'role-select' });

      expect(snapshot().value).toBe('complete');
      expect(snapshot().status).toBe('done');
      expect(showStep).toHaveBeenCalledTimes(calls);
      expect(completeSession).toHaveBeenCalledTimes(1);
    });
  });
});
