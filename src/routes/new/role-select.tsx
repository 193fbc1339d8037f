import { createFileRoute } from '@tanstack/react-router';
import { content } from '../../content/onboarding.ts';
import { pageTitle } from '../../lib/guards.ts';
import { onboardingGuard } from '../../lib/onboarding.ts';
import { RoleStep } from './-components/role-step.tsx';

export const Route = createFileRoute('/new/role-select')({
  beforeLoad: (args) => onboardingGuard(args, 'role-select'),
  head: () => pageTitle(content.role.title),
  component: RoleStep,
});
