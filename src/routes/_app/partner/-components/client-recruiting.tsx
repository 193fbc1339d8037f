import { Link } from '@tanstack/react-router';
import { applicationMachine, type ApplicationEvent } from '../../../../../machines/lifecycles/applicationMachine.ts';
import { decideApplication, inviteCreator, type CampaignApplication, type CampaignMatch } from '../../../../api/brand-recruiting.ts';
import type { CampaignView } from '../../../../api/campaign-schema.ts';
import type { ApplicationView } from '../../../../api/campaign-schemas.ts';
import { acceptForClient } from '../../../../api/partners.ts';
import { MatchReasons } from '../../../../components/match-reasons.tsx';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { applicationStatusLabel } from '../../../../content/application-status.ts';
import { campaignPage } from '../../../../content/campaigns.ts';
import { partnerRecruiting as t } from '../../../../content/partners.ts';
import { PLATFORM_LABELS } from '../../../../domain/catalog.ts';
import { acceptAsked } from '../../../../domain/partner-types.ts';
import { countryName } from '../../../../lib/countries.ts';
import { formatDate } from '../../../../lib/dates.ts';
import { focusWhenShown } from '../../../../lib/focus-review.ts';
import { formatMoney } from '../../../../lib/money.ts';
import { useMutation } from '../../../../lib/use-mutation.ts';

const card = 'rounded-2xl border border-slate-200 p-6 dark:border-slate-700';
/** What the shared application machine lets the brand's side do with an application now. */
const allows = (application: ApplicationView, event: ApplicationEvent) => applicationMachine.resolveState({ value: application.status, context: {} }).can(event);

const score = (value: number | null | undefined) => (value == null ? null : ` · ${t.score}: ${Math.round(value)}`);

/** `focus`: the row's heading, which takes focus once the page has reloaded (the button pressed is gone by then). */
interface Step { key: string; action: () => Promise<unknown>; done: (answer: unknown) => string; focus: string }

/**
 * A partner recruiting for its client (issue 25): the campaign's applications with the decisions their state allows
 * (shortlist, accept, decline) and what a partner last did on each, and, while it recruits, the ranked matches to invite.
 * One action at a time; the page reloads after each. Accepting within the brand's spending limit holds the fee at once,
 * otherwise the brand is asked (the answer's `outcome`).
 */
export function ClientRecruiting({ campaign, applications, matches }: { campaign: CampaignView; applications: CampaignApplication[]; matches: CampaignMatch[] }) {
  const step = useMutation({ request: (s: Step) => s.action(), toast: (answer, s) => s.done(answer), onReloaded: (_, s) => focusWhenShown(`#${CSS.escape(s.focus)}`) });
  const busy = step.input?.key ?? null;
  const slotsLeft = (campaign.slots ?? 0) - campaign.acceptedCount;
  const brand = campaign.brandName;
  // The list's stored match, else the one just ranked (the matches are read, and so refreshed, with the list).
  const ranked = new Map(matches.map((m) => [m.creator.id, m.match.score]));
  const button = (key: string, label: string, action: () => Promise<unknown>, done: Step['done'], focus: string, primary = false) => (
    <button key={key} type="button" disabled={busy !== null} className={primary ? buttonClass.primary : buttonClass.secondary}
      onClick={() => void step.run({ key, action, done, focus })}>
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
                  {allows(a, { type: 'SHORTLIST' }) && button(`${a.id}:shortlist`, campaignPage.shortlist(creator.name), () => decideApplication(a.id, 'shortlist'), () => campaignPage.applicationDone.shortlist, `application-${a.id}`)}
                  {allows(a, { type: 'ACCEPT', slotsLeft }) && button(`${a.id}:accept`, t.accept(creator.name, brand), () => acceptForClient(a.id),
                    (answer) => ((answer as { outcome?: string }).outcome === 'requested' ? t.askedDone(brand) : t.accepted), `application-${a.id}`, true)}
                  {allows(a, { type: 'REJECT' }) && button(`${a.id}:reject`, campaignPage.reject(creator.name), () => decideApplication(a.id, 'reject'), () => campaignPage.applicationDone.reject, `application-${a.id}`)}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {campaign.status === 'recruiting' && (
        <section aria-labelledby="matches-heading" className={card}>
          <h2 id="matches-heading" className="text-lg font-semibold">{campaignPage.matches}</h2>
          {matches.length === 0 ? <p className="mt-3">{campaignPage.matchesEmpty}</p> : (
            <ol className="mt-4 space-y-4">
              {matches.map(({ match, creator, application }) => (
                <li key={creator.id} className="grid gap-4 rounded-xl border border-slate-200 p-4 md:grid-cols-[1fr_1.4fr_auto] dark:border-slate-700">
                  <div>
                    <h3 id={`match-${creator.id}`} tabIndex={-1} className="font-semibold">{creator.name}</h3>
                    <p className="text-sm text-slate-700 dark:text-slate-300">@{creator.username} · {countryName(creator.country) || creator.country}</p>
                    <p className="text-sm">{creator.platforms.map((p) => `${PLATFORM_LABELS[p.platform]} ${p.followers.toLocaleString('en-KE')}`).join(' · ')}</p>
                  </div>
                  <MatchReasons match={match} />
                  <div>
                    {application ? <p className="font-medium">{applicationStatusLabel[application.status]}</p>
                      : button(creator.id, campaignPage.invite(creator.name), () => inviteCreator(campaign.id, creator.id), () => campaignPage.inviteDone, `match-${creator.id}`)}
                  </div>
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
    </>
  );
}
