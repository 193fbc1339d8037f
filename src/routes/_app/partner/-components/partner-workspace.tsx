import { Link, useNavigate } from '@tanstack/react-router';
import type { PartnerClientView, PartnerOverview } from '../../../../api/partners.ts';
import { campaignStatusLabel } from '../../../../content/campaign-status.ts';
import { deliverableName } from '../../../../content/delivery.ts';
import { actedByLine, partnerCampaign, partnerHome as t } from '../../../../content/partners.ts';
import { awaitsClaim } from '../../../../domain/partner-types.ts';
import { formatDate } from '../../../../lib/dates.ts';
import { AnalyticsCsvButton } from '../../../../components/analytics-csv-button.tsx';
import { ClientSwitch } from './client-switch.tsx';
import { InviteClient } from './invite-client.tsx';
import { MakeClientBrand } from './make-client-brand.tsx';
import { NewClientCampaign } from './new-client-campaign.tsx';

const card = 'rounded-2xl border border-slate-200 p-6 dark:border-slate-700';

interface Props {
  overview: PartnerOverview;
  clients: { items: PartnerClientView[]; limit: number | null; used: number };
  /** The brand id in `?client=`; the first active client when absent or unknown. */
  chosen: string | undefined;
}

/** The partner home's work (issue 25): a switch between clients, and the chosen one's campaigns, reviews and deadlines. */
export function PartnerWorkspace({ overview, clients, chosen }: Props) {
  const navigate = useNavigate();
  const active = overview.clients.filter((c) => c.client.status === 'active' && c.client.brandId);
  const shown = active.find((c) => c.client.brandId === chosen) ?? active[0];
  return (
    <div className="space-y-6">
      <section aria-labelledby="clients-heading" className={card}>
        <h2 id="clients-heading" className="text-xl font-semibold">{t.heading}</h2>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{t.usage(clients.used, clients.limit)}</p>
        <p className="mt-1"><Link to="/referrals" className="text-brand-700 underline dark:text-teal-300">{t.referrals}</Link></p>
        {active.length === 0 ? <p className="mt-3">{t.none}</p> : (
          <div className="mt-4">
            <ClientSwitch clients={active.map((c) => ({ brandId: c.client.brandId!, name: c.client.brandName ?? c.client.email }))} value={shown?.client.brandId ?? ''}
              onChoose={(client) => void navigate({ to: '/partner', search: { client } })} />
            <p className="mt-4 text-slate-700 dark:text-slate-300">{t.analytics}</p>
            <div className="mt-2"><AnalyticsCsvButton target={{ kind: 'clients' }} fileName="sauti-clients-analytics.csv" /></div>
          </div>
        )}
      </section>
      {shown && (
        <div className="grid gap-6 lg:grid-cols-2">
          <section aria-labelledby="client-campaigns" className={`${card} lg:col-span-2`}>
            <h2 id="client-campaigns" className="text-lg font-semibold">{t.campaignsHeading}: {shown.client.brandName}</h2>
            {awaitsClaim(shown.client) && <p className="mt-1 text-slate-700 dark:text-slate-300">{t.unclaimed}</p>}
            {shown.client.manageCampaigns && (
              <p className="mt-1">
                <Link to="/partner/$section/$id" params={{ section: 'conversations', id: shown.client.brandId! }} className="text-brand-700 underline dark:text-teal-300">{t.conversations}</Link>
              </p>
            )}
            {shown.campaigns.length === 0 ? <p className="mt-3">{t.noCampaigns}</p> : (
              <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-700">
                {shown.campaigns.map((c) => (
                  <li key={c.id} className="py-2">
                    <Link to="/partner/$section/$id" params={{ section: 'campaigns', id: c.id }} className="font-medium text-brand-700 underline dark:text-teal-300">{c.title}</Link>
                    <span className="ml-2 text-slate-700 dark:text-slate-300">{campaignStatusLabel[c.status]}</span>
                    {c.actedBy && <p className="text-sm text-slate-600 dark:text-slate-300">{actedByLine(c.actedBy, formatDate(c.actedBy.at))}</p>}
                  </li>
                ))}
              </ul>
            )}
            {/* Writing a campaign for the client needs its "Manage campaigns": without it, the home says why there is no form. */}
            {shown.client.manageCampaigns ? <NewClientCampaign brandId={shown.client.brandId!} campaigns={shown.campaigns} />
              : <p className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-700">{partnerCampaign.cannotManage(shown.client.brandName ?? shown.client.email)}</p>}
          </section>
          <section aria-labelledby="client-review" className={card}>
            <h2 id="client-review" className="text-lg font-semibold">{t.reviewHeading}</h2>
            {shown.toReview.length === 0 ? <p className="mt-3">{t.noReview}</p> : (
              <ul className="mt-3 space-y-2">
                {shown.toReview.map((d) => (
                  <li key={d.id}>
                    <Link to="/partner/$section/$id" params={{ section: 'contracts', id: d.contractId }} className="text-brand-700 underline dark:text-teal-300">{deliverableName(d)}</Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="client-upcoming" className={card}>
            <h2 id="client-upcoming" className="text-lg font-semibold">{t.upcomingHeading}</h2>
            {shown.upcoming.length === 0 ? <p className="mt-3">{t.noUpcoming}</p> : (
              <ul className="mt-3 space-y-1">
                {shown.upcoming.map((d) => <li key={d.id}>{t.due(deliverableName(d), formatDate(d.dueAt))}</li>)}
              </ul>
            )}
          </section>
        </div>
      )}
      <InviteClient invitations={clients.items.filter((c) => c.status === 'invited')} />
      <MakeClientBrand />
    </div>
  );
}
