import { createFileRoute } from '@tanstack/react-router';
import { content } from '../../../content/onboarding.ts';
import { pageTitle } from '../../../lib/guards.ts';
import { onboardingGuard } from '../../../lib/onboarding.ts';
import { CompanyDetailsStep } from '../-components/brand-steps.tsx';

export const Route = createFileRoute('/new/brand-onboarding/company-details')({
  beforeLoad: (args) => onboardingGuard(args, 'company-details'),
  head: () => pageTitle(content.company.title),
  component: CompanyDetailsStep,
});
