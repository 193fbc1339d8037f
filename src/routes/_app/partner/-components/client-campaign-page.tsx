import { Link } from '@tanstack/react-router';
import type { CampaignApplication, CampaignMatch } from '../../../../api/brand-recruiting.ts';
import type { CampaignView } from '../../../../api/campaign-schema.ts';
import { CampaignSummary } from '../../../../components/campaign-summary.tsx';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { campaignStatusLabel } from '../../../../content/campaign-status.ts';
import { actedByLine, partnerCampaign as t } from '../../../../content/partners.ts';
import { formatDate } from '../../../../lib/dates.ts';
import { ClientCampaignActions } from './client-campaign-actions.tsx';
import { ClientRecruiting } from './client-recruiting.tsx';

interface Props {
  campaign: CampaignView;
  applications: CampaignApplication[];
  matches: CampaignMatch[];
}

/**
 * A client's campaign as its partner works on it (issue 25): who acted, the way into the campaign wizard, submit and
 * ask to launch, and once it recruits, its applications and the creators to invite.
 */
export function ClientCampaignPage({ campaign, applications, matches }: Props) {
  return (
    <section className="mx-auto max-w-5xl space-y-8 p-6">
      <p><Link to="/partner" search={{ client: campaign.brandId }} className={buttonClass.link}>{t.back}</Link></p>
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{campaign.title}</h1>
        <p className="text-lg">{t.for(campaign.brandName)}</p>
        <p><span className="font-medium">{t.status}: </span><span className="rounded-full bg-slate-100 px-3 py-1 font-semibold dark:bg-slate-800">{campaignStatusLabel[campaign.status]}</span></p>
        {campaign.actedBy && <p className="text-slate-700 dark:text-slate-300">{actedByLine(campaign.actedBy, formatDate(campaign.actedBy.at))}</p>}
      </header>
      <ClientCampaignActions key={campaign.updatedAt} campaign={campaign} />
      {(applications.length > 0 || campaign.status === 'recruiting') && <ClientRecruiting campaign={campaign} applications={applications} matches={matches} />}
      <CampaignSummary campaign={campaign} />
    </section>
  );
}
