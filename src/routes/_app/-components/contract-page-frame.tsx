import { Link } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { messagesCopy } from '../../../content/messages.ts';
import type { ContractEntry } from '../../../api/contracts.ts';
import { contractPage as t } from '../../../content/delivery.ts';
import type { Deliverable } from '../../../domain/delivery-types.ts';
import { formatMoney } from '../../../lib/money.ts';
import type { ContractData } from './contract-data.ts';
import { ContractDeliverable } from './contract-deliverable.tsx';
import { ContractDispute } from './contract-dispute.tsx';
import { ContractLinks } from './contract-links.tsx';
import { ContractReviews } from './contract-reviews.tsx';
import { ContractTerms, NoContractTerms } from './contract-terms.tsx';
import { pastWorkHeadingId, useContractOutcome, type StepOutcome } from './contract-outcome.ts';

/** Past work on the creator's page (issue 24): only a completed contract with published posts loads it. */
const ContractPastWork = lazy(() => import('./contract-past-work.tsx'));

interface ContractPageFrameProps {
  data: ContractData;
  side: 'brand' | 'creator';
  /** The link back to where this side came from. */
  back: ReactNode;
  /** Who the contract is with, and for what fee. */
  withWhom: (entry: ContractEntry, fee: string) => string;
  /** Said once the whole fee was released. */
  released: (fee: string) => ReactNode;
  /** What this side may do with a deliverable of an active contract or not. */
  actions: (deliverable: Deliverable, outcome: StepOutcome, active: boolean) => ReactNode;
  /** Between the header and the page's status (the creator's fee breakdown). */
  summary?: ReactNode;
  /** After the deliverables and the links. */
  children?: ReactNode;
}

/** A contract's page, for either side: the header, the outcome of the last step, each deliverable with its dispute, and the links. */
export function ContractPageFrame({ data, side, back, withWhom, released, actions, summary, children }: ContractPageFrameProps) {
  const { contract, maxRevisions, items, links, entry } = data;
  const { outcome, outcomeFor } = useContractOutcome();
  const fee = formatMoney(contract.agreedFee, contract.currency);
  const active = contract.status === 'active';
  // A dispute settled by a split or refund released only part of the fee, or none: its panel says what was paid.
  const wholeFeeReleased = contract.status === 'completed' && !items.some((d) => d.status === 'settled');
  const published = contract.status === 'completed' ? items.filter((d) => d.status === 'live') : [];
  return (
    <section className="mx-auto max-w-5xl space-y-6 p-6">
      <p>{back}</p>
      <header className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">{t.heading(entry?.campaign.title ?? contract.campaignId)}</h1>
        {entry && <p className="text-slate-700 dark:text-slate-300">{withWhom(entry, fee)}</p>}
        <p>
          <Link to="/messages/$conversationId" params={{ conversationId: contract.applicationId }} className={buttonClass.link}>{messagesCopy.openThread}</Link>
        </p>
      </header>
      {summary}
      {data.terms ? <ContractTerms contractId={contract.id} campaignId={contract.campaignId} view={data.terms} side={side} outcome={outcomeFor('terms', 'terms-heading')} />
        : <NoContractTerms />}
      <p role="status" className="font-medium text-green-800 dark:text-green-300">{outcome}</p>
      {wholeFeeReleased && released(fee)}
      <section aria-labelledby="deliverables-heading" className="space-y-3">
        <h2 id="deliverables-heading" className="text-xl font-semibold">{t.deliverables}</h2>
        {items.length === 0 ? <p>{t.empty}</p> : (
          <ol className="space-y-4">
            {items.map((d) => (
              <ContractDeliverable key={d.id} deliverable={d} maxRevisions={maxRevisions} side={side}>
                {actions(d, outcomeFor(d.id), active)}
                <ContractDispute deliverable={d} contract={contract} side={side} />
              </ContractDeliverable>
            ))}
          </ol>
        )}
      </section>
      {published.length > 0 && (
        <Suspense fallback={null}>
          <ContractPastWork side={side} items={published} requests={data.pastWork} outcomeFor={(id) => outcomeFor(id, pastWorkHeadingId(id))} />
        </Suspense>
      )}
      <ContractReviews contractId={contract.id} side={side} reviews={data.reviews} active={active} />
      <ContractLinks links={links} side={side} />
      {children}
    </section>
  );
}
