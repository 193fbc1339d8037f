import type { ReviewNote } from '../../../../../machines/campaignTypes.ts';
import { formatDate } from '../../../../content/account.ts';
import { campaignPage as t } from '../../../../content/campaigns.ts';
import { reviewKindLabel } from '../../../../content/review.ts';

/** The Sauti team's review notes, newest first (optionally only one kind, e.g. the changes asked for). */
export function ReviewNotes({ notes, only }: { notes: ReviewNote[]; only?: ReviewNote['kind'] }) {
  const shown = notes.filter((n) => !only || n.kind === only).toReversed();
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="review-notes-heading" className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-slate-900 dark:border-amber-700 dark:bg-amber-950 dark:text-slate-100">
      <h2 id="review-notes-heading" className="text-lg font-semibold">{t.reviewNotes}</h2>
      <ul className="mt-2 space-y-3">
        {shown.map((n) => (
          <li key={n.at}>
            <p className="font-semibold">{reviewKindLabel[n.kind]} · {formatDate(n.at)}</p>
            {n.text && <p className="mt-1 whitespace-pre-line">{n.text}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
