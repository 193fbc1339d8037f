import type { ReactNode } from 'react';
import type { Deliverable } from '../../../domain/delivery-types.ts';
import { isHttpUrl } from '../../../domain/urls.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { contractPage as t, deliverableName, deliverableStatusLabel } from '../../../content/delivery.ts';
import { eatTime } from '../../../lib/delivery-time.ts';
import { deliverableHeadingId } from './contract-outcome.ts';
import { ContractReviewDeadline } from './contract-review-deadline.tsx';
import { ContractVersions } from './contract-versions.tsx';

interface Props {
  deliverable: Deliverable;
  maxRevisions: number;
  side: 'brand' | 'creator';
  /** The side's actions: the creator's forms, the brand's review buttons. */
  children?: ReactNode;
}

/** One deliverable as both sides see it: status, due date, the review deadline, revisions, versions and feedback. */
export function ContractDeliverable({ deliverable: d, maxRevisions, side, children }: Props) {
  const name = deliverableName(d);
  return (
    <li className="space-y-3 rounded-2xl border border-slate-200 p-5 dark:border-slate-700">
      <h3 id={deliverableHeadingId(d.id)} tabIndex={-1} className="text-lg font-semibold">{name}</h3>
      <dl className="flex flex-wrap gap-x-6 gap-y-1">
        <div><dt className="inline font-medium">{t.status}: </dt><dd className="inline font-semibold">{deliverableStatusLabel[d.status]}</dd></div>
        <div><dt className="inline font-medium">{t.due}: </dt><dd className="inline">{eatTime(d.dueAt)}</dd></div>
        <div><dt className="inline font-medium">{t.revisionsTerm}: </dt><dd className="inline">{t.revisionsOf(d.revisionsUsed, maxRevisions)}</dd></div>
      </dl>
      {d.status === 'in_review' && d.reviewDeadlineAt && <ContractReviewDeadline deadline={d.reviewDeadlineAt} side={side} />}
      {d.approvedAt && <p>{t.approvedAt(eatTime(d.approvedAt), d.autoApproved)}</p>}
      {d.liveUrl && isHttpUrl(d.liveUrl) && (
        <p><span className="font-medium">{t.liveAt}: </span><a href={d.liveUrl} target="_blank" rel="noopener noreferrer" className={buttonClass.link}>{d.liveUrl}</a></p>
      )}
      <ContractVersions deliverable={d} />
      {children}
    </li>
  );
}
