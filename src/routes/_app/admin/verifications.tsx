import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { fetchVerificationQueue } from '../../../api/admin-review.ts';
import { verificationReview as t } from '../../../content/review.ts';
import { titles } from '../../../content/titles.ts';
import { pageTitle } from '../../../lib/guards.ts';
import { ReviewError } from './-components/review-error.tsx';
import { VerificationCard } from './-components/verification-card.tsx';

export const Route = createFileRoute('/_app/admin/verifications')({
  loader: () => fetchVerificationQueue(),
  head: () => pageTitle(titles.adminVerifications),
  errorComponent: ReviewError,
  component: Verifications,
});

/** Pending creator verifications, oldest first; a decision takes the creator off the list and tells them. */
function Verifications() {
  const items = Route.useLoaderData();
  const [outcome, setOutcome] = useState('');
  return (
    <section className="mx-auto max-w-5xl space-y-6 p-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t.intro}</p>
      </header>
      <p role="status" className="font-medium">{outcome ? `${outcome} ${t.count(items.length)}` : t.count(items.length)}</p>
      {items.map((item) => <VerificationCard key={item.id} item={item} onDecided={setOutcome} />)}
    </section>
  );
}
