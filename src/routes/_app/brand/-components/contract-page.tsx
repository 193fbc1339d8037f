import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { contractPage as t } from '../../../../content/delivery.ts';
import type { ContractData } from '../../-components/contract-data.ts';
import { ContractPageFrame } from '../../-components/contract-page-frame.tsx';
import { ContractConversionForm } from './contract-conversion-form.tsx';
import { ContractReviewActions } from './contract-review-actions.tsx';
import { ContractWebhookSecret } from './contract-webhook-secret.tsx';

/** The brand's contract: each deliverable to review, the released fee, the links' clicks, sales and the webhook secret. */
export function ContractPage({ data }: { data: ContractData }) {
  const { contract, maxRevisions } = data;
  return (
    <ContractPageFrame
      data={data}
      side="brand"
      back={<Link to="/brand/campaigns/$campaignId" params={{ campaignId: contract.campaignId }} className={buttonClass.link}>{t.backBrand}</Link>}
      withWhom={(entry, fee) => t.withCreator(entry.creator.name, fee)}
      released={(fee) => <p className="rounded-lg bg-green-50 p-4 font-medium dark:bg-green-950">{t.released(fee)}</p>}
      actions={(d, outcome, active) => active && d.status === 'in_review' && <ContractReviewActions deliverable={d} maxRevisions={maxRevisions} outcome={outcome} />}
    >
      <ContractConversionForm contract={contract} />
      <ContractWebhookSecret />
    </ContractPageFrame>
  );
}
