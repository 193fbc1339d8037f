import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../../lib/guards.ts';
import { onboardingGuard } from '../-components/onboarding-guard.ts';
import { CompanyDetailsStep } from '../-components/brand-steps.tsx';
import { titles } from '../../../content/titles.ts';

export const Route = createFileRoute('/new/brand-onboarding/company-details')({
  beforeLoad: (args) => onboardingGuard(args, 'company-details'),
  head: () => pageTitle(titles.newBrandOnboardingCompanyDetails),
  component: CompanyDetailsStep,
});
