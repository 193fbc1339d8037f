import { Link } from '@tanstack/react-router';
import type { AdminQueues as Counts } from '../../../../api/admin-review.ts';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { roleHome } from '../../../../content/role-home.ts';
import { reviewReports } from '../../../../content/reviews.ts';

const t = roleHome.queues;

/** The admin home's lead: each queue's count, linking to the queue. Null counts mean they could not be loaded. */
export function AdminQueues({ counts }: { counts: Counts | null }) {
  return (
    <section aria-labelledby="queues-heading" className="rounded-2xl border border-slate-200 p-6 dark:border-slate-700">
      <h2 id="queues-heading" className="text-lg font-semibold">{t.heading}</h2>
      {counts === null ? <p className="mt-3">{t.loadFailed}</p> : (
        <ul className="mt-3 space-y-2">
          <li><Link to="/admin/campaigns" className={buttonClass.link}>{t.campaigns(counts.campaignsToReview)}</Link></li>
          <li><Link to="/admin/verifications" className={buttonClass.link}>{t.verifications(counts.verifications)}</Link></li>
          <li><Link to="/admin/disputes" className={buttonClass.link}>{t.disputes(counts.disputes)}</Link></li>
          <li><Link to="/admin/disputes" hash="reported-reviews" className={buttonClass.link}>{reviewReports.queueLink(counts.reviewReports)}</Link></li>
        </ul>
      )}
    </section>
  );
}
