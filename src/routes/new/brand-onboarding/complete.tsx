import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../../lib/guards.ts';
import { onboardingGuard } from '../-components/onboarding-guard.ts';
import { CompleteStep } from '../-components/complete-step.tsx';
import { titles } from '../../../content/titles.ts';

export const Route = createFileRoute('/new/brand-onboarding/complete')({
  beforeLoad: (args) => onboardingGuard(args, 'brand-complete'),
  head: () => pageTitle(titles.newBrandOnboardingComplete),
  component: BrandComplete,
});

function BrandComplete() {
  return <CompleteStep role="brand" />;
}
