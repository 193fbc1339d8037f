import { createFileRoute } from '@tanstack/react-router';
import { privacyPolicy } from '../../content/legal.ts';
import { pageTitle } from '../../lib/guards.ts';
import { PolicyPage } from './-components/policy-page.tsx';
import { titles } from '../../content/titles.ts';

export const Route = createFileRoute('/_public/privacy')({
  head: () => pageTitle(titles.privacy),
  component: Privacy,
});

function Privacy() {
  return <PolicyPage policy={privacyPolicy} />;
}
