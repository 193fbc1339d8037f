import { Link } from '@tanstack/react-router';
import { CAMPAIGN_STATUSES } from '../../../../domain/campaign-types.ts';
import type { CampaignView } from '../../../../api/campaign-schema.ts';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { campaignStatusLabel, campaignWaitingFor } from '../../../../content/campaign-status.ts';
import { brandCampaigns as t } from '../../../../content/brand-campaigns.ts';
import { formatDate } from '../../../../lib/dates.ts';

const card = 'rounded-2xl border border-slate-200 p-6 dark:border-slate-700';

/** The brand's campaigns grouped by status, each group saying what it waits for; drafts can be resumed from here. */
export function BrandCampaigns({ campaigns }: { campaigns: CampaignView[] }) {
  const groups = CAMPAIGN_STATUSES.map((status) => ({ status, items: campaigns.filter((c) => c.status === status) })).filter((g) => g.items.length > 0);
  return (
    <section aria-labelledby="campaigns-heading" className={card}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="campaigns-heading" className="text-lg font-semibold">{t.heading}</h2>
        <Link to="/brand/campaigns/new" className={buttonClass.primary}>{t.newCampaign}</Link>
      </div>
      {groups.length === 0 && <p className="mt-3">{t.empty}</p>}
      <div className="mt-4 space-y-5">
        {groups.map(({ status, items }) => (
          <section key={status} aria-labelledby={`campaigns-${status}`}>
            <h3 id={`campaigns-${status}`} className="font-semibold">{campaignStatusLabel[status]} ({items.length})</h3>
            <p className="text-sm text-slate-600 dark:text-slate-300">{campaignWaitingFor[status]}</p>
            <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
              {items.map((c) => (
                <li key={c.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                  <span>
                    <Link to="/brand/campaigns/$campaignId" params={{ campaignId: c.id }} className={buttonClass.link}>{c.title || t.untitled}</Link>
                    <span className="ml-2 text-sm text-slate-600 dark:text-slate-300">{t.updated(formatDate(c.updatedAt))}</span>
                  </span>
                  {status === 'draft' && (
                    <Link to="/brand/campaigns/$campaignId/edit" params={{ campaignId: c.id }} className={buttonClass.secondary} aria-label={t.resume(c.title)}>
                      {t.resumeShort}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
