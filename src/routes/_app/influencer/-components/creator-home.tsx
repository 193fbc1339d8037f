import { Link } from '@tanstack/react-router';
import type { VerificationView } from '../../../../api/campaign-schemas.ts';
import type { ContractEntry } from '../../../../api/contracts.ts';
import type { CreatorApplication, CreatorMatch } from '../../../../api/creator.ts';
import type { TrackRecordView } from '../../../../api/reviews.ts';
import { MatchReasons } from '../../../../components/match-reasons.tsx';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { applicationStatusLabel, verificationStatusLabel } from '../../../../content/application-status.ts';
import { creatorCopy as t } from '../../../../content/creator.ts';
import { contractLinkFor } from '../../../../content/delivery.ts';
import { brief } from '../../../../content/review.ts';
import { formatMoney } from '../../../../lib/money.ts';
import { CreatorInvitations } from './creator-invitations.tsx';
import { verificationMessage } from './verification-status.tsx';

const card = 'rounded-2xl border border-slate-200 p-6 dark:border-slate-700';
const item = 'rounded-xl border border-slate-200 p-4 dark:border-slate-700';

function Section({ id, heading, children }: { id: string; heading: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} tabIndex={-1} className="mb-3 text-lg font-semibold">{heading}</h2>
      {children}
    </section>
  );
}

const CampaignLink = ({ id, title }: { id: string; title: string }) => (
  <Link to="/influencer/campaigns/$campaignId" params={{ campaignId: id }} className={buttonClass.link}>{title}</Link>
);

export interface CreatorHomeData {
  verification: VerificationView;
  matches: CreatorMatch[];
  applications: CreatorApplication[];
  contracts: ContractEntry[];
  /** The records of the brands that invited this creator, by brand id (issue 24). */
  trackRecords: Record<string, TrackRecordView>;
}

/** The creator's work under their role home: verification, invitations, matches, applications and contracts. */
export function CreatorHome({ verification, matches, applications, contracts, trackRecords }: CreatorHomeData) {
  const invited = applications.filter((a) => a.application.status === 'invited');
  const applied = applications.filter((a) => a.application.status !== 'invited');
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-6 pb-6">
      <Section id="verification-heading" heading={t.verification.heading}>
        <p><span className="font-semibold">{verificationStatusLabel[verification.status]}.</span> {verificationMessage(verification)}</p>
        <Link to="/influencer/verification" className={`${buttonClass.secondary} mt-4`}>
          {verification.status === 'none' ? t.verification.start : t.verification.open}
        </Link>
      </Section>
      <Section id="invitations-heading" heading={t.invitations.heading}>
        <CreatorInvitations invitations={invited} trackRecords={trackRecords} />
      </Section>
      <Section id="matches-heading" heading={t.matches.heading}>
        {matches.length === 0 ? <p>{verification.status === 'verified' ? t.matches.empty : t.matches.unverified}</p> : (
          <ul className="space-y-4">
            {matches.map(({ match, campaign, application }) => (
              <li key={campaign.id} className={item}>
                <h3 className="font-semibold"><CampaignLink id={campaign.id} title={campaign.title} /></h3>
                <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">
                  {campaign.brandName} · {t.matches.fee(brief.range(formatMoney(campaign.feeMin, campaign.currency), formatMoney(campaign.feeMax, campaign.currency)))}
                  {application && <> · {applicationStatusLabel[application.status]}</>}
                </p>
                <MatchReasons match={match} />
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="applications-heading" heading={t.applications.heading}>
        {applied.length === 0 ? <p>{t.applications.empty}</p> : (
          <ul className="space-y-2">
            {applied.map(({ application, campaign }) => (
              <li key={application.id} className={item}>
                <CampaignLink id={campaign.id} title={campaign.title} />
                <p className="text-sm">
                  {t.applications.status}: <span className="font-semibold">{applicationStatusLabel[application.status]}</span> · {t.applications.fee}: {formatMoney(application.proposedFee, campaign.currency)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="contracts-heading" heading={t.contracts.heading}>
        {contracts.length === 0 ? <p>{t.contracts.empty}</p> : (
          <ul className="space-y-2">
            {contracts.map(({ contract, campaign }) => (
              <li key={contract.id} className={item}>
                <p className="font-semibold">
                  <Link to="/influencer/contracts/$contractId" params={{ contractId: contract.id }} className={buttonClass.link} aria-label={contractLinkFor(campaign.title)}>
                    {campaign.title}
                  </Link>
                </p>
                <p className="text-sm">
                  {campaign.brandName} · {t.contracts.fee}: {formatMoney(contract.agreedFee, contract.currency)} · {t.contracts.status}: {t.contractStatus[contract.status]}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
