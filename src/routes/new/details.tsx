import { createFileRoute } from '@tanstack/react-router';
import { content } from '../../content/onboarding.ts';
import { pageTitle } from '../../lib/guards.ts';
import { onboardingGuard } from '../../lib/onboarding.ts';
import { DetailsStep } from './-components/details-step.tsx';

export const Route = createFileRoute('/new/details')({
  beforeLoad: (args) => onboardingGuard(args, 'details'),
  head: () => pageTitle(content.details.title),
  component: DetailsStep,
});
