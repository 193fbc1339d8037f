import type { FieldErrors, OnboardingRole } from '../domain/onboarding-types.ts';
import { titles } from './titles.ts';

/** Onboarding copy: the spec's words (§2, §5, §8) and the rest in the same voice. */
export const content = {
  welcome: { title: titles.newWelcome, body: "Let's set up your profile. It takes about two minutes.", next: 'Next' },
  name: { title: titles.newName, label: 'Full name', next: 'Next' },
  details: {
    title: titles.newDetails, username: 'Username', dob: 'Date of birth', country: 'Country', next: 'Next', checking: 'Checking username…',
    chooseCountry: 'Choose a country',
    /** Beside each field left empty, under the spec's 'Please fill in all details.' (issue 20). */
    missing: { username: 'Enter a username.', dob: 'Enter your date of birth.', country: 'Choose your country.' },
  },
  role: {
    title: titles.newRoleSelect,
    brand: { title: 'I am a Brand', description: 'Create campaigns, get matched with creators and track every result.' },
    influencer: { title: 'I am an Influencer', description: 'Get matched to campaigns, deliver content and get paid on approval.' },
    required: 'Choose how you will use Sauti.',
  },
  social: { title: titles.newInfluencerOnboardingSocialMedia, platform: 'Platform', handle: 'Handle or profile URL' },
  niche: {
    title: titles.newInfluencerOnboardingNiche,
    hint: 'Choose up to 3.',
    limitReached: 'You have chosen 3 niches, the most you can pick. Remove one to choose another.',
    custom: 'Add your own niche',
    add: 'Add',
    remove: (n: string) => `Remove ${n}`,
  },
  company: { title: titles.newBrandOnboardingCompanyDetails, name: 'Company name', industry: 'Industry', choose: 'Choose an industry' },
  goals: { title: titles.newBrandOnboardingGoals, legend: 'Marketing goals' },
  influencerComplete: { title: (name: string) => `You're All Set, ${name}!`, body: 'Your creator profile is saved. Next, connect your accounts and get verified.' },
  brandComplete: { title: 'Your brand profile is ready', body: 'Your profile is saved. Next, create your first campaign.' },
  goToDashboard: 'Go to Dashboard',
  back: 'Back',
  next: 'Next',
  skip: 'Skip for now',
  finish: 'Finish',
  saving: 'Saving your profile…',
  retry: 'Try again',
  saveFailed: 'Your answers are kept. ',
  roleToast: (role: OnboardingRole) => ({
    title: 'Role Selected!',
    description: role === 'brand' ? "You've chosen to be a Brand." : "You've chosen to be an Influencer.",
  }),
  errors: {
    fullName: { required: 'Please enter your full name.' },
    details: { incomplete: 'Please fill in all details.' },
    dob: { underage: 'You must be 18 or older to use Sauti.', invalid: 'Enter a valid date of birth.' },
    username: { taken: 'That username is taken. Please choose another.', unchecked: 'We could not check that username. Please try again.' },
  } satisfies { [K in Exclude<keyof FieldErrors, 'save'>]: Record<NonNullable<FieldErrors[K]>, string> },
} as const;
