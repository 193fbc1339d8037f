import { createFileRoute } from '@tanstack/react-router';
import { content } from '../../content/onboarding.ts';
import { pageTitle } from '../../lib/guards.ts';
import { onboardingGuard } from '../../lib/onboarding.ts';
import { NameStep } from './-components/intro-steps.tsx';

export const Route = createFileRoute('/new/name')({
  beforeLoad: (args) => onboardingGuard(args, 'name'),
  head: () => pageTitle(content.name.title),
  component: NameStep,
});
