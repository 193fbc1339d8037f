import type { ContractReviewsView } from '../../../api/reviews.ts';
import { ReviewCard } from '../../../components/review-card.tsx';
import { ReviewReportButton } from '../../../components/review-report-dialog.tsx';
import { reviewPanel as t } from '../../../content/reviews.ts';
import type { ReviewSide } from '../../../domain/review-types.ts';
import { formatDate } from '../../../lib/dates.ts';
import { ContractReviewForm } from './contract-review-form.tsx';
import { ContractReviewReply } from './contract-review-reply.tsx';

interface Props { contractId: string; side: ReviewSide; reviews: ContractReviewsView; active: boolean }

/**
 * Reviews both ways on a contract's page (issue 24): the caller's form while the window is open, their own review
 * (hidden from the other side until both wrote or the window closed), then the other side's once shown, with one
 * reply and a report to Sauti's team.
 */
export function ContractReviews({ contractId, side, reviews: r, active }: Props) {
  const closes = r.closesAt ? formatDate(r.closesAt) : '';
  return (
    <section aria-labelledby="reviews-heading" className="space-y-3">
      <h2 id="reviews-heading" className="text-xl font-semibold">{t.heading}</h2>
      {active ? <p>{t.active(side)}</p> : !r.reviewable ? <p>{t.notReviewable}</p> : (
        <>
          <p>{t.intro(side)} {r.open ? t.closesOn(closes) : t.closed(closes)}</p>
          {r.mine ? (
            <ReviewCard review={r.mine} heading={t.mine}>
              {!r.revealed && <p className="text-sm">{t.hidden(side, closes)}</p>}
            </ReviewCard>
          ) : r.mineRemoved ? <p>{t.mineRemoved}</p> : r.open && <ContractReviewForm contractId={contractId} side={side} />}
          {!r.revealed && r.theirsWritten && <p className="font-medium">{t.theirsWaiting(side)}</p>}
          {r.theirs && (
            <ReviewCard review={r.theirs} heading={t.theirs(r.theirs.authorName)}>
              <div className="flex flex-wrap items-center gap-4">
                {!r.theirs.reply && <ContractReviewReply reviewId={r.theirs.id} />}
                <ReviewReportButton reviewId={r.theirs.id} />
              </div>
            </ReviewCard>
          )}
        </>
      )}
    </section>
  );
}
