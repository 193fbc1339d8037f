import { createFileRoute } from '@tanstack/react-router';
import { titles } from '../../../../content/titles.ts';
import { pageTitle } from '../../../../lib/guards.ts';
import { loadContract } from '../../-components/contract-data.ts';
import { CampaignError } from '../-components/campaign-error.tsx';
import { ContractPage } from '../-components/contract-page.tsx';

export const Route = createFileRoute('/_app/brand/contracts/$contractId')({
  loader: ({ params }) => loadContract(params.contractId),
  head: () => pageTitle(titles.brandContract),
  errorComponent: CampaignError,
  component: BrandContract,
});

function BrandContract() {
  return <ContractPage data={Route.useLoaderData()} />;
}
