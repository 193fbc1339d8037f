import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
// Admins may read any campaign through the brand's own endpoint (docs/decisions/0007).
import { fetchCampaign } from '../../../../api/campaigns.ts';
import { CampaignSummary } from '../../../../components/campaign-summary.tsx';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { review } from '../../../../content/review.ts';
import { titles } from '../../../../content/titles.ts';
import { pageTitle } from '../../../../lib/guards.ts';
import { ReviewDecision } from '../-components/review-decision.tsx';
import { ReviewError } from '../-components/review-error.tsx';
import { formatDate } from '../../../../lib/dates.ts';

export const Route = createFileRoute('/_app/admin/campaigns/$campaignId')({
  loader: ({ params }) => fetchCampaign(params.campaignId),
  head: () => pageTitle(titles.adminCampaign),
  errorComponent: ReviewError,
  component: ReviewCampaign,
});

/** The whole brief, then the decision: approve, request changes with notes, or reject with a reason. */
function ReviewCampaign() {
  const campaign = Route.useLoaderData();
  const [outcome, setOutcome] = useState('');
  return (
    <section className="mx-auto max-w-4xl space-y-6 p-6">
      <p><Link to="/admin/campaigns" className={buttonClass.link}>{review.page.back}</Link></p>
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{campaign.title}</h1>
        {campaign.submittedAt && <p className="mt-2 text-slate-700 dark:text-slate-300">{review.page.submitted(formatDate(campaign.submittedAt))}</p>}
      </header>
      <p role="status" className="font-medium text-green-800 dark:text-green-300">{outcome}</p>
      <CampaignSummary campaign={campaign} />
      <section aria-labelledby="decision-heading" className="rounded-2xl border border-slate-200 p-5 dark:border-slate-700">
        <h2 id="decision-heading" className="mb-3 text-lg font-semibold">{review.page.decide}</h2>
        <ReviewDecision campaign={campaign} onDecided={setOutcome} />
      </section>
    </section>
  );
}
