import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../../lib/guards.ts';
import { onboardingGuard } from '../-components/onboarding-guard.ts';
import { CompleteStep } from '../-components/complete-step.tsx';
import { titles } from '../../../content/titles.ts';

export const Route = createFileRoute('/new/influencer-onboarding/complete')({
  beforeLoad: (args) => onboardingGuard(args, 'influencer-complete'),
  head: () => pageTitle(titles.newInfluencerOnboardingComplete),
  component: InfluencerComplete,
});

function InfluencerComplete() {
  return <CompleteStep role="influencer" />;
}
