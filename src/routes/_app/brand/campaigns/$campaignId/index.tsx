import { createFileRoute, Link } from '@tanstack/react-router';
import { CampaignSummary } from '../../../../../components/campaign-summary.tsx';
import { buttonClass } from '../../../../../components/ui/button-styles.ts';
import { campaignStatusLabel, campaignWaitingFor } from '../../../../../content/campaign-status.ts';
import { campaignAnalyticsCopy as analyticsLink } from '../../../../../content/analytics.ts';
import { campaignPage as t } from '../../../../../content/campaigns.ts';
import { actedByLine, launchRequestLine } from '../../../../../content/partners.ts';
import { launchAsked } from '../../../../../domain/partner-types.ts';
import { titles } from '../../../../../content/titles.ts';
import { formatDate } from '../../../../../lib/dates.ts';
import { pageTitle } from '../../../../../lib/guards.ts';
import { oneOf, recordId, searchSchema } from '../../../../../lib/search-params.ts';
import { loadBrandCampaign } from '../../-components/brand-campaign-data.ts';
import { CampaignActions } from '../../-components/campaign-actions.tsx';
import { CampaignApplications } from '../../-components/campaign-applications.tsx';
import { CampaignContracts } from '../../-components/campaign-contracts.tsx';
import { CampaignError } from '../../-components/campaign-error.tsx';
import { FundsPanel } from '../../-components/funds-panel.tsx';
import { LaunchPanel } from '../../-components/launch-panel.tsx';
import { CampaignMatches } from '../../../-components/campaign-matches.tsx';
import { ReviewNotes } from '../../../-components/campaign-wizard/review-notes.tsx';

/** PayPal sends the payer back here: `?payment={id}`, plus `&paypal=cancelled` from its cancel button. */
const campaignSearch = searchSchema({ payment: recordId, paypal: oneOf(['cancelled']) });

export const Route = createFileRoute('/_app/brand/campaigns/$campaignId/')({
  validateSearch: campaignSearch,
  loader: ({ params }) => loadBrandCampaign(params.campaignId),
  head: () => pageTitle(titles.brandCampaign),
  errorComponent: CampaignError,
  component: CampaignPage,
});

/** One campaign: its status and what it waits for, the review notes, paying to launch, the allowed actions, funds, recruiting, and the brief. */
function CampaignPage() {
  const { campaign, matches, applications, contracts, recruiting, contracted, funded, funds, quote, allowance } = Route.useLoaderData();
  const { payment, paypal } = Route.useSearch();
  return (
    <section className="mx-auto max-w-5xl space-y-8 p-6">
      <p><Link to="/brand" className={buttonClass.link}>{t.back}</Link></p>
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{campaign.title}</h1>
        <p><span className="rounded-full bg-slate-100 px-3 py-1 font-semibold dark:bg-slate-800">{campaignStatusLabel[campaign.status]}</span></p>
        <p><span className="font-medium">{t.waitingFor}: </span>{campaignWaitingFor[campaign.status]}</p>
        {campaign.actedBy && (launchAsked(campaign)
          ? <p role="status" className="font-medium">{launchRequestLine(campaign.actedBy, formatDate(campaign.actedBy.at))}</p>
          : <p className="text-slate-700 dark:text-slate-300">{actedByLine(campaign.actedBy, formatDate(campaign.actedBy.at))}</p>)}
      </header>
      <ReviewNotes notes={campaign.reviewNotes} />
      <LaunchPanel key={campaign.id} campaign={campaign} quote={quote} allowance={allowance} returnedPaymentId={payment} paypalCancelled={paypal === 'cancelled'} />
      <CampaignActions campaign={campaign} />
      {funded && <FundsPanel funds={funds} currency={campaign.currency} />}
      {funded && <p><Link to="/brand/campaigns/$campaignId/analytics" params={{ campaignId: campaign.id }} className={buttonClass.link}>{analyticsLink.open}</Link></p>}
      {campaign.status === 'recruiting' && <CampaignMatches campaignId={campaign.id} matches={matches} />}
      {recruiting && <CampaignApplications campaign={campaign} applications={applications} />}
      {contracted && <CampaignContracts campaign={campaign} contracts={contracts} />}
      <section aria-labelledby="brief-heading" className="space-y-3">
        <h2 id="brief-heading" className="text-xl font-semibold">{t.brief}</h2>
        {/* The notes are shown above, where the brand acts on them. */}
        <CampaignSummary campaign={{ ...campaign, reviewNotes: [] }} />
      </section>
    </section>
  );
}
