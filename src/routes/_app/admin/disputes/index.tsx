import { createFileRoute } from '@tanstack/react-router';
import { adminDisputes as t } from '../../../../content/disputes.ts';
import { titles } from '../../../../content/titles.ts';
import { pageTitle } from '../../../../lib/guards.ts';
import { loadDisputeList } from './-components/dispute-data.ts';
import { DisputesError } from './-components/dispute-error.tsx';
import { DisputeList } from './-components/dispute-list.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { reviewReports } from '../../../../content/reviews.ts';
import { ReviewReportList } from '../-components/review-report-list.tsx';

export const Route = createFileRoute('/_app/admin/disputes/')({
  loader: () => loadDisputeList(),
  head: () => pageTitle(titles.adminDisputes),
  errorComponent: DisputesError,
  component: Disputes,
});

/** Open disputes first, nearest deadline first, then the reported reviews (issue 24), then the recently closed disputes. */
function Disputes() {
  const { open, openTotal, closed, titles: campaignTitles, reports } = Route.useLoaderData();
  return (
    <section className="mx-auto max-w-5xl space-y-6 p-6">
      <PageHeader title={t.title} intro={t.intro} />
      <p role="status" className="font-medium">{t.count(openTotal)}</p>
      <section aria-labelledby="open-disputes" className="space-y-3">
        <h2 id="open-disputes" className="text-xl font-semibold">{t.openHeading}</h2>
        {open.length ? <DisputeList items={open} titles={campaignTitles} label={t.openHeading} /> : <p>{t.noneOpen}</p>}
      </section>
      <section aria-labelledby="reported-reviews" className="space-y-3">
        <h2 id="reported-reviews" tabIndex={-1} className="text-xl font-semibold">{reviewReports.title}</h2>
        <p>{reviewReports.intro}</p>
        <p role="status" className="font-medium">{reviewReports.count(reports.total)}</p>
        {reports.items.length ? <ReviewReportList items={reports.items} /> : <p>{reviewReports.empty}</p>}
      </section>
      <section aria-labelledby="closed-disputes" className="space-y-3">
        <h2 id="closed-disputes" className="text-xl font-semibold">{t.closedHeading}</h2>
        {closed.length ? <DisputeList items={closed} titles={campaignTitles} label={t.closedHeading} /> : <p>{t.noneClosed}</p>}
      </section>
    </section>
  );
}
