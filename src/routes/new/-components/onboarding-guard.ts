import type { Step } from '../../../domain/onboarding-types.ts';
import type { RouterContext } from '../../../lib/guards.ts';
import type { OnboardingActor } from './onboarding.ts';

/**
 * The guard every onboarding route's `beforeLoad` calls. Route options stay in the main bundle, so the
 * onboarding machine and its helpers are loaded here on demand rather than imported (docs/decisions/0008).
 */
export async function onboardingGuard(args: { context: RouterContext }, step: Step): Promise<OnboardingActor | null> {
  return (await import('./onboarding.ts')).onboardingGuard(args, step);
}
