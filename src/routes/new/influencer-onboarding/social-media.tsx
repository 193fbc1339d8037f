import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../../lib/guards.ts';
import { onboardingGuard } from '../-components/onboarding-guard.ts';
import { SocialMediaStep } from '../-components/influencer-steps.tsx';
import { titles } from '../../../content/titles.ts';

export const Route = createFileRoute('/new/influencer-onboarding/social-media')({
  beforeLoad: (args) => onboardingGuard(args, 'social-media'),
  head: () => pageTitle(titles.newInfluencerOnboardingSocialMedia),
  component: SocialMediaStep,
});
