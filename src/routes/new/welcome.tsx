import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { pageTitle, requireUser } from '../../lib/guards.ts';

export const Route = createFileRoute('/new/welcome')({
  validateSearch: v.object({ email: v.optional(v.string()) }),
  beforeLoad: (args) => requireUser(args),
  head: () => pageTitle('Welcome'),
  component: Welcome,
});

function Welcome() {
  return (
    <main id="main" className="mx-auto max-w-xl p-6">
      <h1 className="text-2xl font-bold">Welcome to Sauti</h1>
      <p className="mt-2">Let&apos;s set up your profile.</p>
    </main>
  );
}
