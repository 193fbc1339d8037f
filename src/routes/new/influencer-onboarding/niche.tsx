import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../../lib/guards.ts';
import { onboardingGuard } from '../-components/onboarding-guard.ts';
import { NicheStep } from '../-components/influencer-steps.tsx';
import { titles } from '../../../content/titles.ts';

export const Route = createFileRoute('/new/influencer-onboarding/niche')({
  beforeLoad: (args) => onboardingGuard(args, 'niche'),
  head: () => pageTitle(titles.newInfluencerOnboardingNiche),
  component: NicheStep,
});
