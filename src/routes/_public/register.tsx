import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { pageTitle, redirectSignedIn } from '../../lib/guards.ts';
import { CodeRequestForm } from './-components/code-request-form.tsx';
import { titles } from '../../content/titles.ts';

export const Route = createFileRoute('/_public/register')({
  // An unknown role is dropped rather than failing the page.
  validateSearch: v.object({ role: v.fallback(v.optional(v.picklist(['brand', 'influencer'])), undefined) }),
  beforeLoad: (args) => redirectSignedIn(args),
  head: () => pageTitle(titles.register),
  component: Register,
});

function Register() {
  const { role } = Route.useSearch();
  return <CodeRequestForm purpose="register" role={role} />;
}
