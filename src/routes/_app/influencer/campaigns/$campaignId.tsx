import { createFileRoute, Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { CampaignSummary } from '../../../../components/campaign-summary.tsx';
import { MatchReasons } from '../../../../components/match-reasons.tsx';
import { BrandTrackRecord } from '../../../../components/brand-track-record.tsx';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { creatorCopy, matchCopy } from '../../../../content/creator.ts';
import { titles } from '../../../../content/titles.ts';
import { pageTitle } from '../../../../lib/guards.ts';
import { APPLICATION_HEADING_ID, CampaignApplication } from '../-components/campaign-application.tsx';
import { CampaignTerms } from '../-components/campaign-terms.tsx';
import { CreatorError } from '../-components/creator-error.tsx';
import { loadCreatorCampaign } from '../-components/creator-campaign-data.ts';
import type { StepOutcome } from '../../-components/contract-outcome.ts';
import { PageHeader } from '../../../../components/ui/page-header.tsx';

export const Route = createFileRoute('/_app/influencer/campaigns/$campaignId')({
  loader: ({ params }) => loadCreatorCampaign(params.campaignId),
  head: () => pageTitle(titles.influencerCampaign),
  errorComponent: CreatorError,
  component: CreatorCampaign,
});

const t = creatorCopy.campaign;

/** The brief, why it matches, its usage terms, and the apply form or the application's status. */
function CreatorCampaign() {
  const { campaign, match, application, allowance, trackRecord, terms } = Route.useLoaderData();
  const [outcome, setOutcome] = useState('');
  const moveFocus = useRef(false);
  // The form or the button just used is gone once the new status renders: focus goes to that status.
  useEffect(() => {
    if (moveFocus.current) document.getElementById(APPLICATION_HEADING_ID)?.focus();
    moveFocus.current = false;
  }, [application]);
  // Each step's useMutation reloads the page between these two.
  const after: StepOutcome = { clear: () => void (moveFocus.current = true), say: setOutcome };
  return (
    <section className="mx-auto max-w-4xl space-y-6 p-6">
      <p><Link to="/influencer" className={buttonClass.link}>{t.back}</Link></p>
      <PageHeader title={campaign.title} intro={campaign.brandName} />
      <p role="status" className="font-medium text-green-800 dark:text-green-300">{outcome}</p>
      <section aria-labelledby="why-heading" className="rounded-2xl border border-slate-200 p-5 dark:border-slate-700">
        <h2 id="why-heading" className="mb-3 text-xl font-semibold">{t.why}</h2>
        {match ? <MatchReasons match={match} /> : <p>{t.notMatched}</p>}
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{matchCopy.how}</p>
      </section>
      {trackRecord && <BrandTrackRecord record={trackRecord} />}
      <CampaignTerms campaign={campaign} application={application} terms={terms} outcome={after} />
      <CampaignApplication campaign={campaign} application={application} allowance={allowance} terms={terms} outcome={after} />
      <section aria-labelledby="brief-heading">
        <h2 id="brief-heading" className="mb-3 text-xl font-semibold">{t.brief}</h2>
        <CampaignSummary campaign={campaign} rights={false} />
      </section>
    </section>
  );
}
