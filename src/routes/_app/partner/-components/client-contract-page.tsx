import { Link } from '@tanstack/react-router';
import type { DeliverablesView } from '../../../../api/delivery-schemas.ts';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { deliverableName, deliverableStatusLabel } from '../../../../content/delivery.ts';
import { partnerCampaign, partnerReview as t } from '../../../../content/partners.ts';
import { ClientDeliverableReview } from './client-deliverable-review.tsx';

/** A client's contract as its partner reviews it (issue 25): each deliverable, its latest submission, and the review. */
export function ClientContractPage({ data: { contract, maxRevisions, items } }: { data: DeliverablesView }) {
  return (
    <section className="mx-auto max-w-4xl space-y-6 p-6">
      <p><Link to="/partner" search={{ client: contract.brandId }} className={buttonClass.link}>{partnerCampaign.back}</Link></p>
      <h1 className="text-3xl font-bold tracking-tight">{t.heading}</h1>
      <ul className="space-y-4">
        {items.map((d) => {
          const latest = d.submissions.at(-1);
          return (
            <li key={d.id} className="rounded-2xl border border-slate-200 p-4 dark:border-slate-700">
              <h2 className="text-lg font-semibold">{deliverableName(d)}</h2>
              <p>{deliverableStatusLabel[d.status]}</p>
              {latest?.kind === 'link' && latest.url && <p><a href={latest.url} className={buttonClass.link} target="_blank" rel="noreferrer">{latest.url}</a></p>}
              {latest?.caption && <p className="text-slate-700 dark:text-slate-300">{latest.caption}</p>}
              {d.status === 'in_review' && <ClientDeliverableReview deliverable={d} maxRevisions={maxRevisions} />}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
