import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { Step } from '../../../domain/onboarding-types.ts';
import { onboardingActor } from './onboarding.ts';
import { useAuthUser } from '../../../auth/use-auth.ts';

/** The wizard's actor for the signed-in user, told which step the route shows (Back/Forward, reload). */
export function useOnboarding(step: Step) {
  const email = useAuthUser()?.email ?? '';
  const actor = onboardingActor(email);
  const snapshot = useSelector(actor, (s) => s);
  useEffect(() => actor.send({ type: 'STEP.SYNC', step }), [actor, step]);
  return { snapshot, send: actor.send, busy: snapshot.hasTag('busy'), data: snapshot.context.data, errors: snapshot.context.errors };
}
