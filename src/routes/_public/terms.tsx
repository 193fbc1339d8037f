import { createFileRoute } from '@tanstack/react-router';
import { termsOfService } from '../../content/legal.ts';
import { pageTitle } from '../../lib/guards.ts';
import { PolicyPage } from './-components/policy-page.tsx';

export const Route = createFileRoute('/_public/terms')({
  head: () => pageTitle(termsOfService.title),
  component: Terms,
});

function Terms() {
  return <PolicyPage policy={termsOfService} />;
}
