import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { answerInvitation, type CreatorApplication } from '../../../../api/creator.ts';
import type { TrackRecordView } from '../../../../api/reviews.ts';
import { BrandTrackRecord } from '../../../../components/brand-track-record.tsx';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { creatorCopy } from '../../../../content/creator.ts';
import { notify } from '../../../../lib/toast.ts';
import { useMutation } from '../../../../lib/use-mutation.ts';
import { feeRangeNet } from './fee-breakdown.tsx';
import { usageSummary } from '../../../../components/usage-terms.tsx';

const t = creatorCopy.invitations;

/**
 * Brands' invitations, each with its usage rights in a few words (issue 24): accepting is applying, so Accept opens the
 * campaign with its usage terms and apply form; Decline answers at once. The outcome is announced here, since the declined invitation leaves the list.
 */
export function CreatorInvitations({ invitations, trackRecords = {} }: { invitations: CreatorApplication[]; trackRecords?: Record<string, TrackRecordView> }) {
  const [outcome, setOutcome] = useState('');
  const decline = useMutation({
    request: (id: string) => answerInvitation(id, { kind: 'decline' }),
    onFailure: (error) => notify({ title: creatorCopy.failed, description: error.message, variant: 'destructive' }),
    onReloaded: () => {
      setOutcome(t.declined);
      requestAnimationFrame(() => document.getElementById('invitations-heading')?.focus());
    },
  });
  const busy = decline.input ?? null;
  return (
    <>
      <p role="status" className="font-medium">{outcome}</p>
      {invitations.length === 0 ? <p>{t.empty}</p> : (
        <ul className="space-y-2">
          {invitations.map(({ application, campaign }) => {
            const range = feeRangeNet(campaign.feeMin, campaign.feeMax, campaign.currency);
            return (
              <li key={application.id} className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
                <div className="grow">
                  <p className="font-semibold">{campaign.title} · {campaign.brandName}</p>
                  {range && <p className="text-sm text-slate-700 dark:text-slate-300">{range}</p>}
                  <p className="text-sm text-slate-700 dark:text-slate-300">{usageSummary(campaign.deliverables)}</p>
                  {trackRecords[campaign.brandId] && <BrandTrackRecord record={trackRecords[campaign.brandId]!} compact />}
                </div>
                <Link to="/influencer/campaigns/$campaignId" params={{ campaignId: campaign.id }} aria-label={t.accept(campaign.title)} className={buttonClass.primary}>
                  {t.acceptShort}
                </Link>
                <button type="button" aria-disabled={busy === application.id} aria-label={t.decline(campaign.title)} onClick={() => void decline.run(application.id)} className={buttonClass.secondary}>
                  {creatorCopy.campaign.decline}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
