import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { contractPage as t } from '../../../../content/delivery.ts';
import { formatMoney } from '../../../../lib/money.ts';
import type { ContractData } from '../../-components/contract-data.ts';
import { ContractDeliverable } from '../../-components/contract-deliverable.tsx';
import { ContractDispute } from '../../-components/contract-dispute.tsx';
import { ContractLinks } from '../../-components/contract-links.tsx';
import { useContractOutcome } from '../../-components/contract-outcome.ts';
import { ContractLiveLinkForm } from './contract-live-link-form.tsx';
import { ContractSubmitForm } from './contract-submit-form.tsx';
import { creatorNet } from '../../../../domain/commission.ts';
import { creatorCopy } from '../../../../content/creator.ts';
import { FeeBreakdownList } from './fee-breakdown.tsx';

const SUBMITTABLE = ['pending', 'overdue', 'revision_requested'];

/** The creator's contract: each deliverable with its review, the forms that move it on, and the links to share. */
export function ContractPage({ data }: { data: ContractData }) {
  const { contract, maxRevisions, items, links, entry } = data;
  const { outcome, outcomeFor } = useContractOutcome();
  const fee = formatMoney(contract.agreedFee, contract.currency);
  const active = contract.status === 'active';
  // A dispute settled by a split or refund released only part of the fee, or none: its panel says what was paid.
  const released = contract.status === 'completed' && !items.some((d) => d.status === 'settled');
  return (
    <section className="mx-auto max-w-5xl space-y-6 p-6">
      <p><Link to="/influencer" className={buttonClass.link}>{t.backCreator}</Link></p>
      <header className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">{t.heading(entry?.campaign.title ?? contract.campaignId)}</h1>
        {entry && <p className="text-slate-700 dark:text-slate-300">{t.withBrand(entry.campaign.brandName, fee)}</p>}
      </header>
      <section aria-labelledby="fee-heading" className="space-y-2">
        <h2 id="fee-heading" className="text-xl font-semibold">{creatorCopy.net.label}</h2>
        <FeeBreakdownList breakdown={creatorNet(contract.agreedFee, contract.currency)} />
      </section>
      <p role="status" className="font-medium text-green-800 dark:text-green-300">{outcome}</p>
      {released && (
        <p className="rounded-lg bg-green-50 p-4 dark:bg-green-950">
          {t.releasedCreator(fee)} <Link to="/influencer/earnings" className={buttonClass.link}>{t.earnings}</Link>
        </p>
      )}
      <section aria-labelledby="deliverables-heading" className="space-y-3">
        <h2 id="deliverables-heading" className="text-xl font-semibold">{t.deliverables}</h2>
        {items.length === 0 ? <p>{t.empty}</p> : (
          <ol className="space-y-4">
            {items.map((d) => (
              <ContractDeliverable key={d.id} deliverable={d} maxRevisions={maxRevisions} side="creator">
                {active && SUBMITTABLE.includes(d.status) && <ContractSubmitForm deliverable={d} outcome={outcomeFor(d.id)} />}
                {d.status === 'approved' && <ContractLiveLinkForm deliverable={d} outcome={outcomeFor(d.id)} />}
                <ContractDispute deliverable={d} contract={contract} side="creator" />
              </ContractDeliverable>
            ))}
          </ol>
        )}
      </section>
      <ContractLinks links={links} side="creator" />
    </section>
  );
}
