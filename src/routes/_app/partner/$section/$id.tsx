import { createFileRoute } from '@tanstack/react-router';
import { titles } from '../../../../content/titles.ts';
import { pageTitle } from '../../../../lib/guards.ts';
import { page, searchSchema } from '../../../../lib/search-params.ts';
import { ClientCampaignPage } from '../-components/client-campaign-page.tsx';
import { ClientContractPage } from '../-components/client-contract-page.tsx';
import { ClientConversations } from '../-components/client-conversations.tsx';
import { ClientThread } from '../-components/client-thread.tsx';
import { loadClientWork } from '../-components/client-work-data.ts';

/** `?page=` pages a client's conversations. */
const workSearch = searchSchema({ page });

export const Route = createFileRoute('/_app/partner/$section/$id')({
  validateSearch: workSearch,
  loaderDeps: ({ search: { page } }) => ({ page }),
  loader: ({ params, deps }) => loadClientWork(params.section, params.id, deps.page),
  head: ({ params }) => pageTitle(params.section === 'messages' ? titles.conversation : params.section === 'conversations' ? titles.messages : titles.partnerWork),
  component: ClientWork,
});

/** A client's campaign, contract, conversations or one conversation, as its partner works on it. */
function ClientWork() {
  const work = Route.useLoaderData();
  switch (work.kind) {
    case 'campaign': return <ClientCampaignPage key={work.campaign.updatedAt} campaign={work.campaign} applications={work.applications} matches={work.matches} />;
    case 'contract': return <ClientContractPage data={work.data} />;
    case 'conversations': return <ClientConversations work={work} />;
    case 'thread': return <ClientThread key={work.data?.conversation.id} work={work} />;
  }
}
