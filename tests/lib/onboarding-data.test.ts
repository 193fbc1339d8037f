import { describe, expect, it } from 'vitest';
import { emptyOnboarding, STEPS, type OnboardingData, type OnboardingRole, type Step } from '../../src/domain/onboarding-types.ts';
import { hasDataFor, STEP_PATHS } from '../../src/routes/new/-components/onboarding.ts';

const email = 'new@sauti.test';
const named: OnboardingData = { ...emptyOnboarding(email), fullName: 'Amina Otieno' };
const detailed: OnboardingData = { ...named, username: 'amina_o', dob: '2000-05-17', country: 'KE' };
const everything = (role: OnboardingRole): OnboardingData => ({
  ...detailed,
  role,
  socialMedia: { platform: 'tiktok', handle: '@amina' },
  niches: ['Fashion'],
  companyName: 'Duka Bora',
  industry: 'retail',
  marketingGoals: ['Generate Leads'],
});

/** What each screen needs carried from the steps before it (spec §4). */
const needs: Array<[Step, OnboardingData, Array<keyof OnboardingData>]> = [
  ['welcome', emptyOnboarding(email), ['email']],
  ['name', emptyOnboarding(email), ['email']],
  ['details', named, ['email', 'fullName']],
  ['role-select', detailed, ['email', 'fullName', 'username', 'dob', 'country']],
  ['social-media', { ...detailed, role: 'influencer' }, ['email', 'fullName', 'username', 'dob', 'country']],
  ['niche', { ...detailed, role: 'influencer' }, ['email', 'fullName', 'username', 'dob', 'country']],
  ['company-details', { ...detailed, role: 'brand' }, ['email', 'fullName', 'username', 'dob', 'country']],
  ['goals', { ...detailed, role: 'brand' }, ['email', 'fullName', 'username', 'dob', 'country']],
];

describe('hasDataFor', () => {
  it.each(needs)('lets %s open with the data carried so far', (step, data) => {
    expect(hasDataFor(step, data)).toBe(true);
  });

  it.each(needs.flatMap(([step, data, fields]) => fields.map((field) => [step, field, data] as const)))(
    'redirects %s to /login when %s is missing',
    (step, field, data) => {
      expect(hasDataFor(step, { ...data, [field]: '' })).toBe(false);
    },
  );

  it('opens welcome and name from the email alone, with nothing else carried', () => {
    expect(hasDataFor('welcome', emptyOnboarding(email))).toBe(true);
    expect(hasDataFor('name', emptyOnboarding(email))).toBe(true);
    expect(hasDataFor('details', emptyOnboarding(email))).toBe(false);
  });

  it.each<OnboardingRole | null>([null, 'brand', 'influencer'])('opens role-select whatever role is chosen so far (%s), for Back', (role) => {
    expect(hasDataFor('role-select', { ...detailed, role })).toBe(true);
  });

  it.each<Step>(['social-media', 'niche'])('requires role influencer on the influencer screen %s', (step) => {
    expect(hasDataFor(step, { ...detailed, role: null })).toBe(false);
    expect(hasDataFor(step, everything('brand'))).toBe(false);
    expect(hasDataFor(step, everything('influencer'))).toBe(true);
  });

  it.each<Step>(['company-details', 'goals'])('requires role brand on the brand screen %s', (step) => {
    expect(hasDataFor(step, { ...detailed, role: null })).toBe(false);
    expect(hasDataFor(step, everything('influencer'))).toBe(false);
    expect(hasDataFor(step, everything('brand'))).toBe(true);
  });

  it.each<Step>(['influencer-complete', 'brand-complete'])('never opens %s from carried data alone, only after saving', (step) => {
    expect(hasDataFor(step, everything('influencer'))).toBe(false);
    expect(hasDataFor(step, everything('brand'))).toBe(false);
    expect(hasDataFor(step, emptyOnboarding(email))).toBe(false);
  });

  it('has nothing to open without the email the code was verified for', () => {
    const withoutEmail = { ...everything('influencer'), email: '' };
    for (const step of STEPS) expect(hasDataFor(step, withoutEmail)).toBe(false);
  });
});

describe('STEP_PATHS', () => {
  it('gives every step its /new/ route from the spec', () => {
    expect(STEP_PATHS).toEqual({
      welcome: '/new/welcome',
      name: '/new/name',
      details: '/new/details',
      'role-select': '/new/role-select',
      'social-media': '/new/influencer-onboarding/social-media',
      niche: '/new/influencer-onboarding/niche',
      'influencer-complete': '/new/influencer-onboarding/complete',
      'company-details': '/new/brand-onboarding/company-details',
      goals: '/new/brand-onboarding/goals',
      'brand-complete': '/new/brand-onboarding/complete',
    });
  });
});
