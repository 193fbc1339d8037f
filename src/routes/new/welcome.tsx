import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { pageTitle } from '../../lib/guards.ts';
import { onboardingGuard } from '../../lib/onboarding-guard.ts';
import { WelcomeStep } from './-components/intro-steps.tsx';
import { titles } from '../../content/titles.ts';

export const Route = createFileRoute('/new/welcome')({
  // The layout index carries the email here (spec §2).
  validateSearch: v.object({ email: v.optional(v.string()) }),
  beforeLoad: (args) => onboardingGuard(args, 'welcome'),
  head: () => pageTitle(titles.newWelcome),
  component: WelcomeStep,
});
