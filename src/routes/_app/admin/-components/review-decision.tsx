import { useState } from 'react';
import { decideCampaign, type CampaignDecision } from '../../../../api/admin-review.ts';
import type { CampaignView } from '../../../../api/campaign-schema.ts';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { review as t } from '../../../../content/review.ts';
import { useMutation } from '../../../../lib/use-mutation.ts';
import { inPlace, ReviewReasonDialog } from './review-reason-dialog.tsx';

type Kind = CampaignDecision['kind'];

const DIALOGS: Record<Kind, { title: string; label: string; required: string | null; done: string; decision: (text: string) => CampaignDecision }> = {
  approve: { title: t.approve.action, label: t.approve.note, required: null, done: t.approve.done, decision: (note) => ({ kind: 'approve', ...(note ? { note } : {}) }) },
  'request-changes': { title: t.changes.action, label: t.changes.notes, required: t.changes.required, done: t.changes.done, decision: (notes) => ({ kind: 'request-changes', notes }) },
  reject: { title: t.reject.action, label: t.reject.reason, required: t.reject.required, done: t.reject.done, decision: (reason) => ({ kind: 'reject', reason }) },
};

/** Focus would fall to the page when the decided panel goes; the heading is the next sensible place (WCAG 2.4.3). */
export function focusHeading() {
  requestAnimationFrame(() => {
    const heading = document.querySelector<HTMLElement>('main h1');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
  });
}

/** Approve, request changes (notes required) or reject (reason required); each tells the brand, then the page reloads. */
export function ReviewDecision({ campaign, onDecided }: { campaign: CampaignView; onDecided: (message: string) => void }) {
  const [open, setOpen] = useState<Kind | null>(null);
  const dialog = open ? DIALOGS[open] : null;
  const decision = useMutation<string, unknown, 'text'>({
    request: (text) => decideCampaign(campaign.id, DIALOGS[open!].decision(text)),
    onFailure: inPlace,
    onDone: () => {
      onDecided(DIALOGS[open!].done);
      setOpen(null);
    },
    onReloaded: focusHeading,
  });

  if (campaign.status !== 'pending_review') return <p>{t.page.notReviewable}</p>;
  return (
    <>
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={() => setOpen('approve')} className={buttonClass.primary}>{t.approve.action}</button>
        <button type="button" onClick={() => setOpen('request-changes')} className={buttonClass.secondary}>{t.changes.action}</button>
        <button type="button" onClick={() => setOpen('reject')} className={`${buttonClass.secondary} border-red-400 text-red-800 dark:text-red-200`}>{t.reject.action}</button>
      </div>
      {dialog && (
        <ReviewReasonDialog
          open
          title={dialog.title}
          label={dialog.label}
          required={dialog.required}
          submitLabel={dialog.title}
          decision={decision}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
