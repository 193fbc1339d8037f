import { createFileRoute } from '@tanstack/react-router';
import { anyString, searchSchema } from '../../lib/search-params.ts';
import { pageTitle } from '../../lib/guards.ts';
import { onboardingGuard } from './-components/onboarding-guard.ts';
import { WelcomeStep } from './-components/intro-steps.tsx';
import { titles } from '../../content/titles.ts';

const welcomeSearch = searchSchema({ email: anyString });

export const Route = createFileRoute('/new/welcome')({
  // The layout index carries the email here (spec §2).
  validateSearch: welcomeSearch,
  beforeLoad: (args) => onboardingGuard(args, 'welcome'),
  head: () => pageTitle(titles.newWelcome),
  component: WelcomeStep,
});
