import { decideReviewReport, type ReviewReportView } from '../../../../api/reviews.ts';
import { ReviewCard } from '../../../../components/review-card.tsx';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { reviewReports as t } from '../../../../content/reviews.ts';
import type { ReportDecision } from '../../../../domain/review-types.ts';
import { formatDate } from '../../../../lib/dates.ts';
import { useMutation } from '../../../../lib/use-mutation.ts';

/** Each report with the review it is about, and the admin's two answers; a decision reloads the queue. */
export function ReviewReportList({ items }: { items: ReviewReportView[] }) {
  const decide = useMutation({
    request: (input: { id: string; decision: ReportDecision }) => decideReviewReport(input.id, input.decision),
    toast: (_out, input) => (input.decision === 'keep' ? t.kept : t.removed),
    concurrentBy: (input) => input.id,
  });
  return (
    <ol className="space-y-4" aria-label={t.title}>
      {items.map((report) => {
        const { review } = report;
        const busy = decide.pending && decide.input?.id === report.id;
        return (
          <li key={report.id} className="space-y-3 rounded-2xl border border-slate-200 p-5 dark:border-slate-700">
            <ReviewCard review={review} heading={t.review(review.authorName, review.subjectName, review.campaignTitle)} />
            <p><span className="font-semibold">{t.reason(report.reporterName)}</span> {report.reason}</p>
            <p className="text-sm text-slate-600 dark:text-slate-300">{formatDate(report.createdAt)}</p>
            <div className="flex flex-wrap gap-3">
              <button type="button" className={buttonClass.secondary} disabled={busy} aria-label={t.decide(t.keep, review.authorName)}
                onClick={() => void decide.run({ id: report.id, decision: 'keep' })}>{busy && decide.input?.decision === 'keep' && <Spinner />}{t.keep}</button>
              <button type="button" className={buttonClass.primary} disabled={busy} aria-label={t.decide(t.remove, review.authorName)}
                onClick={() => void decide.run({ id: report.id, decision: 'remove' })}>{busy && decide.input?.decision === 'remove' && <Spinner />}{t.remove}</button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
