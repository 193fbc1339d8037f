import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { titles } from '../../../../content/titles.ts';
import { pageTitle } from '../../../../lib/guards.ts';
import { anyString, page, searchSchema } from '../../../../lib/search-params.ts';
import { wizardStepParam } from '../../../../lib/search-keys.ts';
import { ClientCampaignPage } from '../-components/client-campaign-page.tsx';
import { ClientContractPage } from '../-components/client-contract-page.tsx';
import { ClientConversations } from '../-components/client-conversations.tsx';
import { ClientThread } from '../-components/client-thread.tsx';
import { loadClientWork } from '../-components/client-work-data.ts';

/** `?page=` pages a client's conversations; `?step=` opens a client's draft in the wizard; `?from=` is a new campaign's copied brief. */
const workSearch = searchSchema({ page, step: wizardStepParam, from: anyString });
/** The campaign wizard loads only when a partner opens it (decision 0008). */
const ClientCampaignWizard = lazy(() => import('../-components/client-campaign-wizard.tsx'));

export const Route = createFileRoute('/_app/partner/$section/$id')({
  validateSearch: workSearch,
  loaderDeps: ({ search: { page, from } }) => ({ page, from }),
  loader: ({ params, deps }) => loadClientWork(params.section, params.id, deps),
  head: ({ params }) => pageTitle(params.section === 'messages' ? titles.conversation : params.section === 'conversations' ? titles.messages
    : params.section === 'new-campaign' ? titles.brandCampaignNew : titles.partnerWork),
  component: ClientWork,
});

/** A client's campaign (or a new one, in the wizard), contract, conversations or one conversation, as its partner works on it. */
function ClientWork() {
  const work = Route.useLoaderData();
  const { step } = Route.useSearch();
  switch (work.kind) {
    // The wizard is keyed by the campaign, not its update: saving reloads the page's data under the running wizard.
    case 'campaign': return step
      ? <Suspense fallback={null}><ClientCampaignWizard key={work.campaign.id} campaign={work.campaign} step={step} /></Suspense>
      : <ClientCampaignPage key={work.campaign.updatedAt} campaign={work.campaign} applications={work.applications} matches={work.matches} />;
    case 'new-campaign': return <Suspense fallback={null}><ClientCampaignWizard key={`${work.brandId}:${work.source?.id ?? ''}`} brandId={work.brandId} brandName={work.brandName} source={work.source} /></Suspense>;
    case 'contract': return <ClientContractPage data={work.data} />;
    case 'conversations': return <ClientConversations work={work} />;
    case 'thread': return <ClientThread key={work.data?.conversation.id} work={work} />;
  }
}
