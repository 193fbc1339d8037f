import type { ApiErrorShape } from './user-types.ts';

export type OnboardingRole = 'brand' | 'influencer';
export type Platform = 'instagram' | 'youtube' | 'tiktok' | 'twitter';

/** The spec's onboarding data (§3), carried between steps. */
export interface OnboardingData {
  email: string;
  fullName: string;
  username: string;
  dob: string;
  country: string;
  role: OnboardingRole | null;
  socialMedia: { platform: Platform; handle: string } | null;
  niches: string[];
  companyName: string;
  industry: string;
  marketingGoals: string[];
}

export const STEPS = [
  'welcome', 'name', 'details', 'role-select',
  'social-media', 'niche', 'influencer-complete',
  'company-details', 'goals', 'brand-complete',
] as const;
export type Step = (typeof STEPS)[number];

export type OnboardingEvent =
  | { type: 'NEXT' }
  | { type: 'NAME.SUBMIT'; fullName: string }
  | { type: 'DETAILS.SUBMIT'; username: string; dob: string; country: string; today: string }
  | { type: 'ROLE.SELECT'; role: OnboardingRole }
  | { type: 'SOCIAL.SUBMIT'; socialMedia: OnboardingData['socialMedia'] }
  | { type: 'NICHES.SUBMIT'; niches: string[] }
  | { type: 'COMPANY.SUBMIT'; companyName: string; industry: string }
  | { type: 'GOALS.SUBMIT'; marketingGoals: string[] }
  | { type: 'BACK' }
  | { type: 'SKIP' }
  | { type: 'RETRY' }
  | { type: 'STEP.SYNC'; step: Step };

/** Error codes by field; the UI turns them into the spec's words. `save` carries the server's message. */
export interface FieldErrors {
  fullName?: 'required';
  details?: 'incomplete';
  dob?: 'underage' | 'invalid';
  username?: 'taken' | 'unchecked';
  save?: string;
}
export type { ApiErrorShape };

export const emptyOnboarding = (email = ''): OnboardingData => ({
  email, fullName: '', username: '', dob: '', country: '', role: null,
  socialMedia: null, niches: [], companyName: '', industry: '', marketingGoals: [],
});

/** Whole years between a yyyy-mm-dd birth date and `today` (also yyyy-mm-dd). */
export function ageOn(dob: string, today: string): number {
  const [by, bm, bd] = dob.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export const MINIMUM_AGE = 18;
export const MAX_NICHES = 3;
