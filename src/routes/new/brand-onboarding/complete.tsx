import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../../lib/guards.ts';
import { onboardingGuard } from '../../../lib/onboarding.ts';
import { CompleteStep } from '../-components/complete-step.tsx';

export const Route = createFileRoute('/new/brand-onboarding/complete')({
  beforeLoad: (args) => onboardingGuard(args, 'brand-complete'),
  head: () => pageTitle('Profile ready'),
  component: BrandComplete,
});

function BrandComplete() {
  return <CompleteStep role="brand" />;
}
