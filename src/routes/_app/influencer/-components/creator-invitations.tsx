import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { answerInvitation, type CreatorApplication } from '../../../../api/creator.ts';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { creatorCopy } from '../../../../content/creator.ts';
import { notify } from '../../../../lib/toast.ts';

const t = creatorCopy.invitations;

/**
 * Brands' invitations: accepting is applying, so Accept opens the campaign with its apply form; Decline
 * answers at once. The outcome is announced here, since the declined invitation leaves the list.
 */
export function CreatorInvitations({ invitations }: { invitations: CreatorApplication[] }) {
  const router = useRouter();
  const [outcome, setOutcome] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const decline = async (id: string) => {
    if (busy) return;
    setBusy(id);
    try {
      await answerInvitation(id, { kind: 'decline' });
      await router.invalidate();
      setOutcome(t.declined);
      requestAnimationFrame(() => document.getElementById('invitations-heading')?.focus());
    } catch (error) {
      notify({ title: creatorCopy.failed, description: (error as Error).message, variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <p role="status" className="font-medium">{outcome}</p>
      {invitations.length === 0 ? <p>{t.empty}</p> : (
        <ul className="space-y-2">
          {invitations.map(({ application, campaign }) => (
            <li key={application.id} className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
              <span className="grow font-semibold">{campaign.title} · {campaign.brandName}</span>
              <Link to="/influencer/campaigns/$campaignId" params={{ campaignId: campaign.id }} aria-label={t.accept(campaign.title)} className={buttonClass.primary}>
                {t.acceptShort}
              </Link>
              <button type="button" aria-disabled={busy === application.id} aria-label={t.decline(campaign.title)} onClick={() => void decline(application.id)} className={buttonClass.secondary}>
                {creatorCopy.campaign.decline}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
