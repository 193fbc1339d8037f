import { Link } from '@tanstack/react-router';
import type { DisputeView } from '../../../../../api/dispute-schemas.ts';
import { buttonClass } from '../../../../../components/ui/button-styles.ts';
import { adminDisputes as t, disputeStatusLabel, sideWords } from '../../../../../content/disputes.ts';
import { eatTime } from '../../../../../lib/delivery-time.ts';

const deadlineText = (d: DisputeView) => {
  if (!d.deadline) return t.noDeadline;
  return d.deadline.kind === 'response' ? t.respondBy(sideWords.other(d.openedBy), eatTime(d.deadline.at)) : t.mediationEnds(eatTime(d.deadline.at));
};

/** Disputes, each with its campaign linking to the dispute, its status, who opened it, the reason and the deadline. */
export function DisputeList({ items, titles, label }: { items: DisputeView[]; titles: Record<string, string>; label: string }) {
  return (
    <ol className="space-y-4" aria-label={label}>
      {items.map((d) => {
        const title = titles[d.campaignId] ?? d.campaignId;
        return (
          <li key={d.id} className="rounded-2xl border border-slate-200 p-5 dark:border-slate-700">
            <h3 className="text-lg font-semibold">
              <Link to="/admin/disputes/$disputeId" params={{ disputeId: d.id }} aria-label={t.open(title)} className={buttonClass.link}>{title}</Link>
            </h3>
            <p className="mt-1 font-medium">{disputeStatusLabel(d.status, d.openedBy)}</p>
            <p className="text-sm text-slate-600 dark:text-slate-300">{t.openedBy(d.openedBy, eatTime(d.createdAt))}</p>
            <p className="mt-2 line-clamp-2 whitespace-pre-line">{d.reason}</p>
            {d.deadline && <p className="mt-2 font-medium text-amber-900 dark:text-amber-200">{deadlineText(d)}</p>}
          </li>
        );
      })}
    </ol>
  );
}
