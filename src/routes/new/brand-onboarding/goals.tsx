import { createFileRoute } from '@tanstack/react-router';
import { content } from '../../../content/onboarding.ts';
import { pageTitle } from '../../../lib/guards.ts';
import { onboardingGuard } from '../../../lib/onboarding.ts';
import { GoalsStep } from '../-components/brand-steps.tsx';

export const Route = createFileRoute('/new/brand-onboarding/goals')({
  beforeLoad: (args) => onboardingGuard(args, 'goals'),
  head: () => pageTitle(content.goals.title),
  component: GoalsStep,
});
