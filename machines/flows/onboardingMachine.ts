import { assign, fromPromise, setup } from 'xstate';
import { ageOn, MINIMUM_AGE, type ApiErrorShape, type FieldErrors, type OnboardingData, type OnboardingEvent, type OnboardingRole, type Step } from '../../src/domain/onboarding-types.ts';
import type { Session } from '../../src/domain/user-types.ts';

type Ctx = { data: OnboardingData; errors: FieldErrors };
const blank = (s: string) => s.trim() === '';
/** A real yyyy-mm-dd day: Date.parse alone would accept 2001-02-30. */
const isCalendarDate = (s: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  return m !== null && new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!)).toISOString().slice(0, 10) === s;
};
/** The context after a step's data is kept: its fields merged in, its errors cleared. */
const keep = (context: Ctx, patch: Partial<OnboardingData>): Ctx => ({ data: { ...context.data, ...patch }, errors: {} });

/** Where a route may put the machine (browser Back/Forward, reload): the step and the role it needs. */
const SYNC: Array<[Step, string, OnboardingRole?]> = [
  ['welcome', '.welcome'], ['name', '.name'], ['details', '.details'], ['role-select', '.roleSelect'],
  ['social-media', '.influencer.socialMedia', 'influencer'], ['niche', '.influencer.niche', 'influencer'],
  ['company-details', '.brand.companyDetails', 'brand'], ['goals', '.brand.goals', 'brand'],
];

/**
 * The onboarding wizard (spec §2, §4): welcome, name, details, role, then the brand or the influencer
 * branch, then saving for real. HTTP, toasts and navigation are injected; the app persists snapshots.
 */
export const onboardingMachine = setup({
  types: {} as { input: { data: OnboardingData }; context: Ctx; events: OnboardingEvent },
  actors: {
    checkUsername: fromPromise<{ available: boolean }, { username: string }>(async () => ({ available: true })),
    saveProfile: fromPromise<Session, { data: OnboardingData }>(async () => {
      throw new Error('not provided');
    }),
  },
  actions: {
    showStep: (_, _params: { step: Step }) => {},
    notifyRole: (_, _params: { role: OnboardingRole }) => {},
    completeSession: (_, _params: { session: Session }) => {},
  },
  guards: {
    nameMissing: (_, p: { fullName: string }) => blank(p.fullName),
    detailsMissing: (_, p: { username: string; dob: string; country: string }) => [p.username, p.dob, p.country].some(blank),
    dobInvalid: (_, p: { dob: string }) => !isCalendarDate(p.dob),
    underage: (_, p: { dob: string; today: string }) => ageOn(p.dob, p.today) < MINIMUM_AGE,
    usernameTaken: (_, p: { available: boolean }) => !p.available,
    isBrand: (_, p: { role: OnboardingRole }) => p.role === 'brand',
    isStep: ({ context }, p: { step: Step; wanted: Step; needs?: OnboardingRole }) => p.step === p.wanted && (!p.needs || context.data.role === p.needs),
  },
}).createMachine({
  id: 'onboarding',
  context: ({ input }) => ({ data: input.data, errors: {} }),
  initial: 'welcome',
  on: {
    'STEP.SYNC': SYNC.map(([wanted, target, needs]) => ({
      guard: { type: 'isStep' as const, params: ({ event }: { event: { step: Step } }) => ({ step: event.step, wanted, needs }) },
      target,
      actions: assign({ errors: {} }),
    })),
  },
  states: {
    welcome: { entry: { type: 'showStep', params: { step: 'welcome' } }, on: { NEXT: 'name' } },
    name: {
      entry: { type: 'showStep', params: { step: 'name' } },
      on: {
        'NAME.SUBMIT': [
          { guard: { type: 'nameMissing', params: ({ event }) => event }, actions: assign({ errors: { fullName: 'required' } }) },
          { target: 'details', actions: assign(({ context, event }) => keep(context, { fullName: event.fullName.trim() })) },
        ],
      },
    },
    details: {
      entry: { type: 'showStep', params: { step: 'details' } },
      on: {
        'DETAILS.SUBMIT': [
          { guard: { type: 'detailsMissing', params: ({ event }) => event }, actions: assign({ errors: { details: 'incomplete' } }) },
          { guard: { type: 'dobInvalid', params: ({ event }) => event }, actions: assign({ errors: { dob: 'invalid' } }) },
          { guard: { type: 'underage', params: ({ event }) => event }, actions: assign({ errors: { dob: 'underage' } }) },
          {
            target: 'checkingUsername',
            actions: assign(({ context, event }) => keep(context, { username: event.username.trim(), dob: event.dob, country: event.country.trim() })),
          },
        ],
      },
    },
    checkingUsername: {
      tags: ['busy'],
      invoke: {
        id: 'checkUsername',
        src: 'checkUsername',
        input: ({ context }) => ({ username: context.data.username }),
        onDone: [
          { guard: { type: 'usernameTaken', params: ({ event }) => event.output }, target: 'details', actions: assign({ errors: { username: 'taken' } }) },
          { target: 'roleSelect' },
        ],
        onError: { target: 'details', actions: assign({ errors: { username: 'unchecked' } }) },
      },
    },
    roleSelect: {
      entry: { type: 'showStep', params: { step: 'role-select' } },
      on: {
        'ROLE.SELECT': [
          {
            guard: { type: 'isBrand', params: ({ event }) => event },
            target: 'brand',
            actions: [assign(({ context, event }) => keep(context, { role: event.role })), { type: 'notifyRole', params: ({ event }) => event }],
          },
          {
            target: 'influencer',
            actions: [assign(({ context, event }) => keep(context, { role: event.role })), { type: 'notifyRole', params: ({ event }) => event }],
          },
        ],
      },
    },
    influencer: {
      initial: 'socialMedia',
      states: {
        socialMedia: {
          entry: { type: 'showStep', params: { step: 'social-media' } },
          on: {
            'SOCIAL.SUBMIT': { target: 'niche', actions: assign(({ context, event }) => keep(context, { socialMedia: event.socialMedia })) },
            SKIP: { target: 'niche', actions: assign(({ context }) => keep(context, { socialMedia: null })) },
            BACK: '#onboarding.roleSelect',
          },
        },
        niche: {
          entry: { type: 'showStep', params: { step: 'niche' } },
          on: {
            'NICHES.SUBMIT': { target: '#onboarding.saving', actions: assign(({ context, event }) => keep(context, { niches: event.niches })) },
            SKIP: { target: '#onboarding.saving', actions: [assign(({ context }) => keep(context, { niches: [] }))] },
            BACK: 'socialMedia',
          },
        },
      },
    },
    brand: {
      initial: 'companyDetails',
      states: {
        companyDetails: {
          entry: { type: 'showStep', params: { step: 'company-details' } },
          on: {
            'COMPANY.SUBMIT': { target: 'goals', actions: assign(({ context, event }) => keep(context, { companyName: event.companyName.trim(), industry: event.industry })) },
            SKIP: { target: 'goals', actions: assign(({ context }) => keep(context, { companyName: '', industry: '' })) },
            BACK: '#onboarding.roleSelect',
          },
        },
        goals: {
          entry: { type: 'showStep', params: { step: 'goals' } },
          on: {
            'GOALS.SUBMIT': { target: '#onboarding.saving', actions: assign(({ context, event }) => keep(context, { marketingGoals: event.marketingGoals })) },
            SKIP: { target: '#onboarding.saving', actions: [assign(({ context }) => keep(context, { marketingGoals: [] }))] },
            BACK: 'companyDetails',
          },
        },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => ({ data: context.data }),
        onDone: { target: 'complete', actions: { type: 'completeSession', params: ({ event }) => ({ session: event.output }) } },
        onError: { target: 'saveFailed', actions: assign({ errors: ({ event }) => ({ save: (event.error as ApiErrorShape).message }) }) },
      },
    },
    // Nothing is lost on a failed save: the data stays, and Retry sends it again.
    saveFailed: { on: { RETRY: { target: 'saving', actions: assign({ errors: {} }) } } },
    complete: {
      type: 'final',
      entry: { type: 'showStep', params: ({ context }) => ({ step: context.data.role === 'brand' ? 'brand-complete' : 'influencer-complete' }) },
    },
  },
});
