import { createFileRoute } from '@tanstack/react-router';
import { pageTitle, requireUser } from '../../lib/guards.ts';

export const Route = createFileRoute('/_app/upgrade')({
  beforeLoad: (args) => requireUser(args),
  head: () => pageTitle('Upgrade'),
  component: Upgrade,
});

function Upgrade() {
  return (
    <section className="mx-auto max-w-4xl p-6">
      <h1 className="text-2xl font-bold">Upgrade your plan</h1>
      <p className="mt-2">Plans for your role and the 14-day free trial, with no card needed.</p>
    </section>
  );
}
