import { PLATFORM_LABELS } from '../../../domain/catalog.ts';
import { inviteCreator, type CampaignMatch } from '../../../api/brand-recruiting.ts';
import { MatchReasons } from '../../../components/match-reasons.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { applicationStatusLabel } from '../../../content/application-status.ts';
import { campaignPage as t } from '../../../content/campaigns.ts';
import { countryName } from '../../../lib/countries.ts';
import { useRecruitingAction } from './recruiting-action.ts';

interface Props {
  campaignId: string;
  matches: CampaignMatch[];
  /** The section's frame: the brand's page lays its sections out bare, the partner's in cards. */
  className?: string;
}

/**
 * Verified creators ranked for this campaign, each with its score, reasons and caveat, and an Invite button: on the
 * brand's page and on its partner's (the API names the brand from the campaign, so inviting is the same call).
 */
export function CampaignMatches({ campaignId, matches, className = 'space-y-3' }: Props) {
  const { busy, run } = useRecruitingAction();
  return (
    <section aria-labelledby="matches-heading" className={className}>
      <h2 id="matches-heading" className="text-xl font-semibold">{t.matches}</h2>
      {matches.length === 0 ? <p>{t.matchesEmpty}</p> : (
        <ol className="space-y-4">
          {matches.map(({ match, creator, application }) => (
            <li key={creator.id} className="grid gap-4 rounded-2xl border border-slate-200 p-4 md:grid-cols-[1fr_1.4fr_auto] dark:border-slate-700">
              <div>
                <h3 id={`match-${creator.id}`} tabIndex={-1} className="font-semibold">{creator.name}</h3>
                <p className="text-sm text-slate-700 dark:text-slate-300">@{creator.username} · {countryName(creator.country) || creator.country}</p>
                <p className="text-sm">{creator.platforms.map((p) => `${PLATFORM_LABELS[p.platform]} ${p.followers.toLocaleString('en-KE')}`).join(' · ')}</p>
              </div>
              <MatchReasons match={match} />
              <div>
                {application ? <p className="font-medium">{applicationStatusLabel[application.status]}</p> : (
                  <button type="button" className={buttonClass.secondary} disabled={busy !== null}
                    onClick={() => void run(creator.id, () => inviteCreator(campaignId, creator.id), t.inviteDone, `match-${creator.id}`)}>
                    {busy === creator.id && <Spinner />}
                    {t.invite(creator.name)}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
