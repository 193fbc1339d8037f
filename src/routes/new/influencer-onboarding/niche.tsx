import { createFileRoute } from '@tanstack/react-router';
import { content } from '../../../content/onboarding.ts';
import { pageTitle } from '../../../lib/guards.ts';
import { onboardingGuard } from '../../../lib/onboarding.ts';
import { NicheStep } from '../-components/influencer-steps.tsx';

export const Route = createFileRoute('/new/influencer-onboarding/niche')({
  beforeLoad: (args) => onboardingGuard(args, 'niche'),
  head: () => pageTitle(content.niche.title),
  component: NicheStep,
});
