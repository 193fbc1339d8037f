import type { useNavigate } from '@tanstack/react-router';
import { createActor, fromPromise } from 'xstate';
import { codeRequestMachine } from '../../machines/flows/codeRequestMachine.ts';
import { otpMachine } from '../../machines/flows/otpMachine.ts';
import { REFERRAL_CODE } from '../domain/referral-code.ts';
import type { Purpose, Role } from '../domain/user-types.ts';
import { content } from '../content/auth.ts';
import { authHandle } from './auth-handle.ts';
import { homePath } from '../lib/guards.ts';
import { inspect } from '../lib/inspect.ts';
import { REFERRAL_KEY } from '../lib/social-sign-in-url.ts';
import { notify } from '../lib/toast.ts';

/** What the login and register screens hand to the code screen, as navigation state (spec §3). */
export interface CodeEntryState {
  email: string;
  purpose: Purpose;
  /** When Resend code is offered (epoch ms): a time, not a count, so a reload of the code screen keeps it. */
  resendAt?: number;
}

/** Whole seconds left before Resend code, from the carried time; undefined leaves the machine's default. */
export function resendCooldown(entry: CodeEntryState, now = Date.now()): number | undefined {
  return entry.resendAt === undefined ? undefined : Math.max(0, Math.ceil((entry.resendAt - now) / 1000));
}

export type OnboardingRole = Extract<Role, 'brand' | 'influencer'>;
const ROLE_HINT_KEY = 'sauti.onboarding.role';

/** `/register?role=brand` keeps the role for onboarding, for the rest of the tab's life. */
export function rememberRoleHint(role: OnboardingRole | undefined, storage: Storage = sessionStorage): void {
  if (role) storage.setItem(ROLE_HINT_KEY, role);
}
export function readRoleHint(storage: Storage = sessionStorage): OnboardingRole | null {
  const value = storage.getItem(ROLE_HINT_KEY);
  return value === 'brand' || value === 'influencer' ? value : null;
}

/**
 * `/register?ref=CODE` (a partner's referral link) keeps the code for the code screen, for the tab's life: the API
 * records the referral when the account is made. Taken once the code is verified, so a later sign-up does not reuse it;
 * a later request without a code (or with a malformed one) clears a code kept earlier, so it cannot carry over either.
 */
export function rememberReferral(ref: string | undefined, storage: Storage = sessionStorage): void {
  const code = ref?.trim().toUpperCase();
  // A malformed code is dropped, as the API would refuse it (422) and the registration with it.
  if (code && REFERRAL_CODE.test(code)) storage.setItem(REFERRAL_KEY, code);
  else storage.removeItem(REFERRAL_KEY);
}
function referralFor(purpose: Purpose, storage: Storage = sessionStorage): { ref?: string } {
  const ref = purpose === 'register' ? storage.getItem(REFERRAL_KEY) : null;
  return ref ? { ref } : {};
}

declare module '@tanstack/history' {
  interface HistoryState {
    codeEntry?: CodeEntryState;
  }
}

type Navigate = ReturnType<typeof useNavigate>;
/** The auth API (and with it valibot's schemas) loads with the first request, not with the form. */
const authApi = () => import('../api/auth.ts');
const t = content.toasts;

const errorToast = (description: string) => notify({ title: t.error, description, variant: 'destructive' });

/** The login/register machine with the app's HTTP, toasts and navigation. */
export function codeRequestLogic(navigate: Navigate, role?: OnboardingRole, ref?: string) {
  return codeRequestMachine.provide({
    actors: { requestCode: fromPromise(async ({ input }) => (await authApi()).sendCode(input)) },
    actions: {
      notifySent: (_, { email }) => notify({ ...t.otpSent(email), variant: 'success' }),
      notifyAlreadySent: (_, { email, seconds }) => notify(t.alreadySent(email, seconds)),
      goToCodeEntry: (_, { email, purpose, resendIn }) => {
        rememberRoleHint(role);
        rememberReferral(ref);
        void navigate({ to: '/verify-otp', state: { codeEntry: { email, purpose, resendAt: Date.now() + resendIn * 1000 } } });
      },
      notifyNoAccount: (_, { error }) =>
        notify({
          title: t.accountNotFound,
          description: error.message,
          variant: 'destructive',
          action: { label: t.register, onClick: () => void navigate({ to: '/register' }) },
        }),
      notifyError: (_, { error }) => errorToast(error.message || t.sendFailed),
    },
  });
}

/** The login/register actor, not started yet: the form loads this module after its first paint (lib/lazy-actor.ts). */
export const codeRequestActor = (navigate: Navigate, purpose: Purpose, role?: OnboardingRole, ref?: string) =>
  createActor(codeRequestLogic(navigate, role, ref), { input: { purpose }, inspect });

/** The auth actor, loaded and past its initial session check, so it takes SIGNED_IN at once. */
async function loadAuth() {
  const { auth, authReady } = await import('./auth.ts');
  await authReady(auth);
}

/** The code-entry machine with the app's HTTP, session, toasts and navigation. */
export function otpLogic(navigate: Navigate, focusFirst: () => void) {
  return otpMachine.provide({
    actors: {
      // The auth actor (XState's auth machine) loads while the code is checked, not with the page.
      verifyCode: fromPromise(async ({ input }) => {
        const [session] = await Promise.all([authApi().then((a) => a.verifyCode({ ...input, ...referralFor(input.purpose) })), loadAuth()]);
        sessionStorage.removeItem(REFERRAL_KEY);
        return session;
      }),
      resendCode: fromPromise(async ({ input }) => (await authApi()).resendCode(input)),
    },
    actions: {
      signIn: (_, { session }) => authHandle.current()?.send({ type: 'SIGNED_IN', session }),
      notifyVerified: () => notify({ ...t.verified, variant: 'success' }),
      goHome: (_, { session }) => void navigate({ to: homePath(session.user.role!), replace: true }),
      goOnboarding: (_, { session }) => void navigate({ to: '/new/welcome', search: { email: session.user.email }, replace: true }),
      notifyInvalid: () => notify({ ...t.invalidOtp, variant: 'destructive' }),
      notifyVerifyError: (_, { error }) => errorToast(error.message || t.verifyFailed),
      notifyResent: (_, { email }) => notify({ ...t.resent(email), variant: 'success' }),
      notifyResendError: (_, { error }) => errorToast(error.message || t.resendFailed),
      focusFirst,
    },
  });
}
