import { Link } from '@tanstack/react-router';
import { decideApplication, type CampaignApplication, type CampaignMatch } from '../../../../api/brand-recruiting.ts';
import type { CampaignView } from '../../../../api/campaign-schema.ts';
import { acceptForClient } from '../../../../api/partners.ts';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { applicationStatusLabel } from '../../../../content/application-status.ts';
import { campaignPage } from '../../../../content/campaigns.ts';
import { partnerRecruiting as t } from '../../../../content/partners.ts';
import { acceptAsked } from '../../../../domain/partner-types.ts';
import { formatDate } from '../../../../lib/dates.ts';
import { formatMoney } from '../../../../lib/money.ts';
import { CampaignMatches } from '../../-components/campaign-matches.tsx';
import { allows, useRecruitingAction } from '../../-components/recruiting-action.ts';

const card = 'rounded-2xl border border-slate-200 p-6 dark:border-slate-700';

const score = (value: number | null | undefined) => (value == null ? null : ` · ${t.score}: ${Math.round(value)}`);

/**
 * A partner recruiting for its client (issue 25): the campaign's applications with the decisions their state allows
 * (shortlist, accept, decline) and what a partner last did on each, and, while it recruits, the ranked matches to invite
 * (the brand's own list, `CampaignMatches`). One action at a time in each list, as on the brand's page; the page
 * reloads after each. Accepting within the brand's spending limit holds the fee at once, otherwise the brand is asked
 * (the answer's `outcome`).
 */
export function ClientRecruiting({ campaign, applications, matches }: { campaign: CampaignView; applications: CampaignApplication[]; matches: CampaignMatch[] }) {
  const { busy, run } = useRecruitingAction();
  const slotsLeft = (campaign.slots ?? 0) - campaign.acceptedCount;
  const brand = campaign.brandName;
  // The list's stored match, else the one just ranked (the matches are read, and so refreshed, with the list).
  const ranked = new Map(matches.map((m) => [m.creator.id, m.match.score]));
  const button = (key: string, label: string, action: () => Promise<unknown>, done: Parameters<typeof run>[2], focus: string, primary = false) => (
    <button key={key} type="button" disabled={busy !== null} className={primary ? buttonClass.primary : buttonClass.secondary}
      onClick={() => void run(key, action, done, focus)}>
      {busy === key && <Spinner />}
      {label}
    </button>
  );
  return (
    <>
      <section aria-labelledby="applications-heading" className={card}>
        <h2 id="applications-heading" className="text-lg font-semibold">{campaignPage.applications}</h2>
        <p className="mt-1">{campaignPage.slots(campaign.acceptedCount, campaign.slots)}</p>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{t.acceptHint}</p>
        {applications.length === 0 ? <p className="mt-3">{campaignPage.applicationsEmpty}</p> : (
          <ul className="mt-4 space-y-4">
            {applications.map(({ application: a, creator, match, actedBy }) => (
              <li key={a.id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
                <h3 id={`application-${a.id}`} tabIndex={-1} className="font-semibold">{creator.name} <span className="font-normal text-slate-700 dark:text-slate-300">@{creator.username}</span></h3>
                <p>
                  {applicationStatusLabel[a.status]}
                  {' · '}{t.fee}: {a.status === 'invited' ? campaignPage.noFeeYet : formatMoney(a.proposedFee, campaign.currency)}
                  {score(match?.score ?? ranked.get(creator.id) ?? a.matchScoreAtApply)}
                </p>
                {a.pitch && <p className="mt-1 whitespace-pre-line">{a.pitch}</p>}
                {actedBy && (
                  <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                    {acceptAsked({ status: a.status, actedBy }) ? t.asked(brand, actedBy.partnerName, formatDate(actedBy.at)) : t.acted(actedBy, brand, formatDate(actedBy.at))}
                  </p>
                )}
                <p className="mt-1"><Link to="/partner/$section/$id" params={{ section: 'messages', id: a.id }} className={`${buttonClass.link} text-sm`}>{t.message(creator.name)}</Link></p>
                <div className="mt-2 flex flex-wrap gap-2">
                  {allows(a, { type: 'SHORTLIST' }) && button(`${a.id}:shortlist`, campaignPage.shortlist(creator.name), () => decideApplication(a.id, 'shortlist'), campaignPage.applicationDone.shortlist, `application-${a.id}`)}
                  {allows(a, { type: 'ACCEPT', slotsLeft }) && button(`${a.id}:accept`, t.accept(creator.name, brand), () => acceptForClient(a.id),
                    (answer) => ((answer as { outcome?: string }).outcome === 'requested' ? t.askedDone(brand) : t.accepted), `application-${a.id}`, true)}
                  {allows(a, { type: 'REJECT' }) && button(`${a.id}:reject`, campaignPage.reject(creator.name), () => decideApplication(a.id, 'reject'), campaignPage.applicationDone.reject, `application-${a.id}`)}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {campaign.status === 'recruiting' && <CampaignMatches campaignId={campaign.id} matches={matches} className={`${card} space-y-3`} />}
    </>
  );
}
