import { createFileRoute } from '@tanstack/react-router';
import { titles } from '../../../../content/titles.ts';
import { pageTitle } from '../../../../lib/guards.ts';
import { ClientCampaignPage } from '../-components/client-campaign-page.tsx';
import { ClientContractPage } from '../-components/client-contract-page.tsx';
import { loadClientWork } from '../-components/client-work-data.ts';

export const Route = createFileRoute('/_app/partner/$section/$id')({
  loader: ({ params }) => loadClientWork(params.section, params.id),
  head: () => pageTitle(titles.partnerWork),
  component: ClientWork,
});

/** A client's campaign or contract, as its partner works on it. */
function ClientWork() {
  const work = Route.useLoaderData();
  return work.kind === 'campaign' ? <ClientCampaignPage key={work.campaign.updatedAt} campaign={work.campaign} /> : <ClientContractPage data={work.data} />;
}
