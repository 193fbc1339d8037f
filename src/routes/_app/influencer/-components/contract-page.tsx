import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { contractPage as t } from '../../../../content/delivery.ts';
import type { ContractData } from '../../-components/contract-data.ts';
import { ContractPageFrame } from '../../-components/contract-page-frame.tsx';
import { ContractLiveLinkForm } from './contract-live-link-form.tsx';
import { ContractSubmitForm } from './contract-submit-form.tsx';
import { creatorNet } from '../../../../domain/commission.ts';
import { creatorCopy } from '../../../../content/creator.ts';
import { FeeBreakdownList } from './fee-breakdown.tsx';

const SUBMITTABLE = ['pending', 'overdue', 'revision_requested'];

/** The creator's contract: each deliverable with its review, the forms that move it on, and the links to share. */
export function ContractPage({ data }: { data: ContractData }) {
  const { contract } = data;
  return (
    <ContractPageFrame
      data={data}
      side="creator"
      back={<Link to="/influencer" className={buttonClass.link}>{t.backCreator}</Link>}
      withWhom={(entry, fee) => t.withBrand(entry.campaign.brandName, fee)}
      summary={(
        <section aria-labelledby="fee-heading" className="space-y-2">
          <h2 id="fee-heading" className="text-xl font-semibold">{creatorCopy.net.label}</h2>
          <FeeBreakdownList breakdown={creatorNet(contract.agreedFee, contract.currency)} />
        </section>
      )}
      released={(fee) => (
        <p className="rounded-lg bg-green-50 p-4 dark:bg-green-950">
          {t.releasedCreator(fee)} <Link to="/influencer/earnings" className={buttonClass.link}>{t.earnings}</Link>
        </p>
      )}
      actions={(d, outcome, active) => (
        <>
          {active && SUBMITTABLE.includes(d.status) && <ContractSubmitForm deliverable={d} outcome={outcome} />}
          {d.status === 'approved' && <ContractLiveLinkForm deliverable={d} outcome={outcome} />}
        </>
      )}
    />
  );
}
