import { createFileRoute } from '@tanstack/react-router';
import { content } from '../../../content/onboarding.ts';
import { pageTitle } from '../../../lib/guards.ts';
import { onboardingGuard } from '../../../lib/onboarding.ts';
import { SocialMediaStep } from '../-components/influencer-steps.tsx';

export const Route = createFileRoute('/new/influencer-onboarding/social-media')({
  beforeLoad: (args) => onboardingGuard(args, 'social-media'),
  head: () => pageTitle(content.social.title),
  component: SocialMediaStep,
});
