import { createFileRoute } from '@tanstack/react-router';
import { titles } from '../../../../content/titles.ts';
import { pageTitle } from '../../../../lib/guards.ts';
import { loadContract } from '../../-components/contract-data.ts';
import { ContractPage } from '../-components/contract-page.tsx';
import { CreatorError } from '../-components/creator-error.tsx';

export const Route = createFileRoute('/_app/influencer/contracts/$contractId')({
  loader: ({ params }) => loadContract(params.contractId),
  head: () => pageTitle(titles.influencerContract),
  errorComponent: CreatorError,
  component: CreatorContract,
});

function CreatorContract() {
  return <ContractPage data={Route.useLoaderData()} />;
}
