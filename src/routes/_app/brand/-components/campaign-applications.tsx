import { Link } from '@tanstack/react-router';
import { acceptApplication, decideApplication, type CampaignApplication } from '../../../../api/brand-recruiting.ts';
import type { CampaignView } from '../../../../api/campaign-schema.ts';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { applicationStatusLabel } from '../../../../content/application-status.ts';
import { campaignPage as t } from '../../../../content/campaigns.ts';
import { messagesCopy } from '../../../../content/messages.ts';
import { isOpenApplication } from '../../../../domain/campaign-types.ts';
import { formatMoney } from '../../../../lib/money.ts';
import { allows, useRecruitingAction } from '../../-components/recruiting-action.ts';

const cell = 'border-b border-slate-200 px-3 py-2 text-left align-top dark:border-slate-700';

/** Every application with its pitch, fee, score and status, and only the decisions its state allows. */
export function CampaignApplications({ campaign, applications }: { campaign: CampaignView; applications: CampaignApplication[] }) {
  const { busy, run } = useRecruitingAction();
  const slotsLeft = (campaign.slots ?? 0) - campaign.acceptedCount;
  // The button pressed goes with the reload: focus moves to its row's header.
  const button = (key: string, label: string, action: () => Promise<unknown>, done: string, primary = false) => (
    <button key={key} type="button" disabled={busy !== null} className={primary ? buttonClass.primary : buttonClass.secondary}
      onClick={() => void run(key, action, done, `application-${key.split(':')[0]}`)}>
      {busy === key && <Spinner />}
      {label}
    </button>
  );
  return (
    <section aria-labelledby="applications-heading" className="space-y-3">
      <h2 id="applications-heading" className="text-xl font-semibold">{t.applications}</h2>
      <p>{t.slots(campaign.acceptedCount, campaign.slots)}</p>
      {applications.length === 0 ? <p>{t.applicationsEmpty}</p> : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[48rem] border-collapse">
            <caption className="sr-only">{t.applications}</caption>
            <thead>
              <tr>{[t.columns.creator, t.columns.pitch, t.columns.fee, t.columns.score, t.columns.status, t.columns.actions].map((c) => <th key={c} scope="col" className={cell}>{c}</th>)}</tr>
            </thead>
            <tbody>
              {applications.map(({ application: a, creator, match }) => (
                <tr key={a.id}>
                  <th scope="row" id={`application-${a.id}`} tabIndex={-1} className={cell}>
                    {creator.name}<span className="block text-sm font-normal">@{creator.username}</span>
                    <Link to="/messages/$conversationId" params={{ conversationId: a.id }} className={`${buttonClass.link} text-sm`}>{messagesCopy.messageWith(creator.name)}</Link>
                  </th>
                  <td className={`${cell} whitespace-pre-line`}>{a.pitch}</td>
                  <td className={cell}>{a.status === 'invited' ? t.noFeeYet : formatMoney(a.proposedFee, campaign.currency)}</td>
                  <td className={cell}>{Math.round(match?.score ?? a.matchScoreAtApply ?? 0)}</td>
                  <td className={cell}>
                    {applicationStatusLabel[a.status]}
                    {isOpenApplication(a.status) && <span className="block text-sm">{a.termsAcceptance ? t.termsAccepted : t.termsMissing}</span>}
                  </td>
                  <td className={cell}>
                    <div className="flex flex-wrap gap-2">
                      {allows(a, { type: 'SHORTLIST' }) && button(`${a.id}:shortlist`, t.shortlist(creator.name), () => decideApplication(a.id, 'shortlist'), t.applicationDone.shortlist)}
                      {allows(a, { type: 'ACCEPT', slotsLeft }) && button(`${a.id}:accept`, t.accept(creator.name), () => acceptApplication(a.id), t.applicationDone.accept, true)}
                      {allows(a, { type: 'REJECT' }) && button(`${a.id}:reject`, t.reject(creator.name), () => decideApplication(a.id, 'reject'), t.applicationDone.reject)}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
