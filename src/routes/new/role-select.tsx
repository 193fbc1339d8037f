import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../lib/guards.ts';
import { onboardingGuard } from './-components/onboarding-guard.ts';
import { RoleStep } from './-components/role-step.tsx';
import { titles } from '../../content/titles.ts';

export const Route = createFileRoute('/new/role-select')({
  beforeLoad: (args) => onboardingGuard(args, 'role-select'),
  head: () => pageTitle(titles.newRoleSelect),
  component: RoleStep,
});
