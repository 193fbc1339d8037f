import type { TrackRecordView } from '../api/reviews.ts';
import { trackRecord as t } from '../content/reviews.ts';

const figures = (r: TrackRecordView) => [
  [t.rating, t.ratingValue(r.rating.average, r.rating.count)],
  [t.reviewDays, t.reviewDaysValue(r.medianReviewDays)],
  [t.disputed, t.disputedValue(r.disputedShare, r.contracts)],
  [t.paid, t.paidValue(r.creatorsPaid)],
] as const;

/**
 * A brand's record as the server computes it (issue 24), for a creator deciding whether to work with it: its rating
 * from creators, how fast it reviews, how often it was disputed, how many creators it has paid. `compact` for lists.
 */
export function BrandTrackRecord({ record, compact = false }: { record: TrackRecordView; compact?: boolean }) {
  const id = `track-${record.brandId}-${compact ? 'c' : 'f'}`;
  return (
    <section aria-labelledby={id} className={compact ? 'mt-2' : 'rounded-2xl border border-slate-200 p-5 dark:border-slate-700'}>
      {compact
        ? <h3 id={id} className="text-sm font-semibold">{t.heading(record.brandName)}</h3>
        : <h2 id={id} className="mb-3 text-xl font-semibold">{t.heading(record.brandName)}</h2>}
      <dl className={compact ? 'flex flex-wrap gap-x-4 gap-y-1 text-sm' : 'grid gap-3 sm:grid-cols-2'}>
        {figures(record).map(([term, value]) => (
          <div key={term} className={compact ? 'flex gap-1' : ''}>
            <dt className={compact ? 'text-slate-600 dark:text-slate-300' : 'text-sm text-slate-600 dark:text-slate-300'}>{term}{compact && ':'}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
