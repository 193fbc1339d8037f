import type { ReviewNote } from '../../../../domain/campaign-types.ts';
import { campaignPage as t } from '../../../../content/campaigns.ts';
import { reviewKindLabel } from '../../../../content/review.ts';
import { formatDate } from '../../../../lib/dates.ts';

/** Each note is coloured by what it says: approval green, changes asked for amber, rejection red. */
const tone: Record<ReviewNote['kind'], string> = {
  approved: 'border-emerald-300 bg-emerald-50 dark:border-emerald-700 dark:bg-emerald-950',
  changes_requested: 'border-amber-300 bg-amber-50 dark:border-amber-700 dark:bg-amber-950',
  rejected: 'border-red-300 bg-red-50 dark:border-red-700 dark:bg-red-950',
};

/** The Sauti team's review notes, newest first (optionally only one kind, e.g. the changes asked for). */
export function ReviewNotes({ notes, only }: { notes: ReviewNote[]; only?: ReviewNote['kind'] }) {
  const shown = notes.filter((n) => !only || n.kind === only).toReversed();
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="review-notes-heading" className="space-y-2">
      <h2 id="review-notes-heading" className="text-lg font-semibold">{t.reviewNotes}</h2>
      <ul className="space-y-3">
        {shown.map((n) => (
          <li key={n.at} className={`rounded-2xl border p-5 text-slate-900 dark:text-slate-100 ${tone[n.kind]}`}>
            <p className="font-semibold">{reviewKindLabel[n.kind]} · {formatDate(n.at)}</p>
            {n.text && <p className="mt-1 whitespace-pre-line">{n.text}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
