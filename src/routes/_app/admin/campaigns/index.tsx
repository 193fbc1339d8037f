import { createFileRoute, Link } from '@tanstack/react-router';
import { fetchReviewQueue } from '../../../../api/admin-review.ts';
import { objectiveLabel, review } from '../../../../content/review.ts';
import { titles } from '../../../../content/titles.ts';
import { pageTitle } from '../../../../lib/guards.ts';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { ReviewError } from '../-components/review-error.tsx';
import { formatDate } from '../../../../lib/dates.ts';
import { PageHeader } from '../../../../components/ui/page-header.tsx';

export const Route = createFileRoute('/_app/admin/campaigns/')({
  loader: () => fetchReviewQueue(),
  head: () => pageTitle(titles.adminCampaigns),
  errorComponent: ReviewError,
  component: ReviewQueue,
});

const t = review.queue;

/** Submitted briefs, oldest first, each shown in brief with a link to the whole brief and the decision. */
function ReviewQueue() {
  const campaigns = Route.useLoaderData();
  return (
    <section className="mx-auto max-w-5xl space-y-6 p-6">
      <PageHeader title={t.title} intro={t.intro} />
      <p role="status" className="font-medium">{t.count(campaigns.length)}</p>
      <ol className="space-y-4" aria-label={t.caption}>
        {campaigns.map((c) => (
          <li key={c.id} className="rounded-2xl border border-slate-200 p-5 dark:border-slate-700">
            <h2 className="text-lg font-semibold">
              <Link to="/admin/campaigns/$campaignId" params={{ campaignId: c.id }} aria-label={t.open(c.title)} className={buttonClass.link}>{c.title}</Link>
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              {c.brandName} · {c.objective ? objectiveLabel[c.objective] : '—'}
              {c.submittedAt && <> · {review.page.submitted(formatDate(c.submittedAt))}</>}
            </p>
            <p className="mt-2 line-clamp-3 whitespace-pre-line">{c.brief}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}


