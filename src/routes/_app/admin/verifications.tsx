import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { fetchVerificationQueue } from '../../../api/admin-review.ts';
import { verificationReview as t } from '../../../content/review.ts';
import { titles } from '../../../content/titles.ts';
import { pageTitle } from '../../../lib/guards.ts';
import { ReviewError } from './-components/review-error.tsx';
import { VerificationCard } from './-components/verification-card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

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
      <PageHeader title={t.title} intro={t.intro} />
      <p role="status" className="font-medium">{outcome ? `${outcome} ${t.count(items.length)}` : t.count(items.length)}</p>
      {items.map((item) => <VerificationCard key={item.id} item={item} onDecided={setOutcome} />)}
    </section>
  );
}
