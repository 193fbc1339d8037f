import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../lib/guards.ts';
import { onboardingGuard } from './-components/onboarding-guard.ts';
import { NameStep } from './-components/intro-steps.tsx';
import { titles } from '../../content/titles.ts';

export const Route = createFileRoute('/new/name')({
  beforeLoad: (args) => onboardingGuard(args, 'name'),
  head: () => pageTitle(titles.newName),
  component: NameStep,
});
