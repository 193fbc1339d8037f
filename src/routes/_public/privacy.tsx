import { createFileRoute } from '@tanstack/react-router';
import { privacyPolicy } from '../../content/legal.ts';
import { pageTitle } from '../../lib/guards.ts';
import { PolicyPage } from './-components/policy-page.tsx';

export const Route = createFileRoute('/_public/privacy')({
  head: () => pageTitle(privacyPolicy.title),
  component: Privacy,
});

function Privacy() {
  return <PolicyPage policy={privacyPolicy} />;
}
