import { redirect } from '@tanstack/react-router';
import { createActor, fromPromise, type ActorRefFrom, type Snapshot } from 'xstate';
import { onboardingMachine } from '../../../../machines/flows/onboardingMachine.ts';
import { emptyOnboarding, type OnboardingData, type Step } from '../../../domain/onboarding-types.ts';
import { checkUsername, createProfile } from '../../../api/profiles.ts';
import { content } from '../../../content/onboarding.ts';
import { auth } from '../../../auth/auth.ts';
import { homePath, type RouterContext } from '../../../lib/guards.ts';
import { inspect } from '../../../lib/inspect.ts';
import { navigation } from '../../../lib/navigation.ts';
import { readRoleHint } from '../../../auth/sign-in.ts';
import { notify } from '../../../lib/toast.ts';

export const STEP_PATHS: Record<Step, string> = {
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
};

/** Spec §4: each screen needs the data carried so far, and branch screens need their role. */
export function hasDataFor(step: Step, d: OnboardingData): boolean {
  const named = d.email !== '' && d.fullName !== '';
  const detailed = named && d.username !== '' && d.dob !== '' && d.country !== '';
  switch (step) {
    case 'welcome': case 'name': return d.email !== '';
    case 'details': return named;
    case 'role-select': return detailed;
    case 'social-media': case 'niche': return detailed && d.role === 'influencer';
    case 'company-details': case 'goals': return detailed && d.role === 'brand';
    default: return false;
  }
}

const STORAGE_KEY = 'sauti.onboarding';
type Stored = { email: string; snapshot: Snapshot<unknown> };
export type OnboardingActor = ActorRefFrom<typeof onboardingMachine>;

let current: { email: string; actor: OnboardingActor } | null = null;

function restore(email: string): Snapshot<unknown> | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Stored | null;
    return stored?.email === email ? stored.snapshot : undefined;
  } catch {
    return undefined;
  }
}

/** The wizard's actor for this tab: one per signed-in email, restored from sessionStorage on reload. */
export function onboardingActor(email: string): OnboardingActor {
  if (current?.email === email) return current.actor;
  current?.actor.stop();
  let started = false;
  const logic = onboardingMachine.provide({
    actors: {
      checkUsername: fromPromise(({ input }) => checkUsername(input.username)),
      saveProfile: fromPromise(async ({ input }) => {
        const { user } = await createProfile(input.data);
        return { user, token: auth.getSnapshot().context.token ?? '' };
      }),
    },
    actions: {
      // A restored or new actor must not pull the browser away from the route being loaded.
      showStep: (_, { step }) => started && navigation.go(STEP_PATHS[step]),
      notifyRole: (_, { role }) => notify({ ...content.roleToast(role), variant: 'success' }),
      completeSession: (_, { session }) => auth.send({ type: 'PROFILE.UPDATED', patch: { name: session.user.name, role: session.user.role } }),
    },
  });
  const data = { ...emptyOnboarding(email), role: readRoleHint() };
  const actor = createActor(logic, { input: { data }, snapshot: restore(email), inspect });
  actor.subscribe((snapshot) => {
    // Kept for reloads within the tab; forgotten once the profile is saved.
    if (snapshot.status === 'done') sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ email, snapshot: actor.getPersistedSnapshot() }));
  });
  actor.start();
  started = true;
  current = { email, actor };
  return actor;
}

/** The guard of every onboarding route. */
export async function onboardingGuard({ context }: { context: RouterContext }, step: Step): Promise<OnboardingActor | null> {
  const user = await context.auth.user();
  if (!user) throw redirect({ to: '/login' });
  if (user.role) {
    // The complete page of the user's own branch shows once the profile is saved; otherwise onboarding is over.
    if (step === `${user.role}-complete`) return null;
    throw redirect({ to: homePath(user.role) });
  }
  const actor = onboardingActor(user.email);
  if (!hasDataFor(step, actor.getSnapshot().context.data)) throw redirect({ to: '/login' });
  return actor;
}
