import { createFileRoute } from '@tanstack/react-router';
import { oneOf, searchSchema } from '../../lib/search-params.ts';
import { pageTitle, redirectSignedIn } from '../../lib/guards.ts';
import { CodeRequestForm } from './-components/code-request-form.tsx';
import { titles } from '../../content/titles.ts';

const registerSearch = searchSchema({ role: oneOf(['brand', 'influencer']) });

export const Route = createFileRoute('/_public/register')({
  // An unknown role is dropped rather than failing the page.
  validateSearch: registerSearch,
  beforeLoad: (args) => redirectSignedIn(args),
  head: () => pageTitle(titles.register),
  component: Register,
});

function Register() {
  const { role } = Route.useSearch();
  return <CodeRequestForm purpose="register" role={role} />;
}
