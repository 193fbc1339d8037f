import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../../lib/guards.ts';
import { onboardingGuard } from '../-components/onboarding-guard.ts';
import { GoalsStep } from '../-components/brand-steps.tsx';
import { titles } from '../../../content/titles.ts';

export const Route = createFileRoute('/new/brand-onboarding/goals')({
  beforeLoad: (args) => onboardingGuard(args, 'goals'),
  head: () => pageTitle(titles.newBrandOnboardingGoals),
  component: GoalsStep,
});
