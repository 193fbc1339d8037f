import { createFileRoute } from '@tanstack/react-router';
import { fetchReviewReports } from '../../../api/reviews.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { reviewReports as t } from '../../../content/reviews.ts';
import { pageTitle } from '../../../lib/guards.ts';
import { ReviewReportList } from './-components/review-report-list.tsx';
import { ReviewError } from './-components/review-error.tsx';

export const Route = createFileRoute('/_app/admin/reviews')({
  loader: () => fetchReviewReports({ status: 'open' }),
  head: () => pageTitle(t.title),
  errorComponent: ReviewError,
  component: ReportedReviews,
});

/** The admin's queue of reported reviews (issue 24), oldest report first: keep or remove each. */
function ReportedReviews() {
  const page = Route.useLoaderData();
  return (
    <section className="mx-auto max-w-5xl space-y-6 p-6">
      <PageHeader title={t.title} intro={t.intro} />
      <p role="status" className="font-medium">{t.count(page.total)}</p>
      {page.items.length ? <ReviewReportList items={page.items} /> : <p>{t.empty}</p>}
    </section>
  );
}
