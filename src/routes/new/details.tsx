import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../lib/guards.ts';
import { onboardingGuard } from './-components/onboarding-guard.ts';
import { DetailsStep } from './-components/details-step.tsx';
import { titles } from '../../content/titles.ts';

export const Route = createFileRoute('/new/details')({
  beforeLoad: (args) => onboardingGuard(args, 'details'),
  head: () => pageTitle(titles.newDetails),
  component: DetailsStep,
});
