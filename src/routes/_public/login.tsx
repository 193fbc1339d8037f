import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { anyString, searchSchema } from '../../lib/search-params.ts';
import { content } from '../../content/auth.ts';
import { pageTitle, redirectSignedIn } from '../../lib/guards.ts';
import { notify } from '../../lib/toast.ts';
import { CodeRequestForm } from './-components/code-request-form.tsx';
import { titles } from '../../content/titles.ts';

const loginSearch = searchSchema({ message: anyString });

export const Route = createFileRoute('/_public/login')({
  validateSearch: loginSearch,
  beforeLoad: (args) => redirectSignedIn(args),
  head: () => pageTitle(titles.login),
  component: Login,
});

function Login() {
  const { message } = Route.useSearch();
  // Spec §2: a `message` query is shown as a 'Notice' toast.
  useEffect(() => {
    if (message) notify({ title: content.toasts.notice, description: message });
  }, [message]);
  return <CodeRequestForm purpose="login" />;
}
