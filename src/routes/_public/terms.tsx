import { createFileRoute } from '@tanstack/react-router';
import { termsOfService } from '../../content/legal.ts';
import { pageTitle } from '../../lib/guards.ts';
import { PolicyPage } from './-components/policy-page.tsx';
import { titles } from '../../content/titles.ts';

export const Route = createFileRoute('/_public/terms')({
  head: () => pageTitle(titles.terms),
  component: Terms,
});

function Terms() {
  return <PolicyPage policy={termsOfService} />;
}
