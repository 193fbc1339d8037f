import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../../lib/guards.ts';
import { onboardingGuard } from '../../../lib/onboarding.ts';
import { CompleteStep } from '../-components/complete-step.tsx';

export const Route = createFileRoute('/new/influencer-onboarding/complete')({
  beforeLoad: (args) => onboardingGuard(args, 'influencer-complete'),
  head: () => pageTitle('Profile ready'),
  component: InfluencerComplete,
});

function InfluencerComplete() {
  return <CompleteStep role="influencer" />;
}
