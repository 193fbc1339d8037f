import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { Suspense } from 'react';
import { Loading } from '../../../../components/loading.tsx';
import { titles } from '../../../../content/titles.ts';
import { pageTitle } from '../../../../lib/guards.ts';
import { page, recordId, searchSchema } from '../../../../lib/search-params.ts';
import { wizardStepParam } from '../../../../lib/search-keys.ts';
import { ClientCampaignPage } from '../-components/client-campaign-page.tsx';
import { ClientContractPage } from '../-components/client-contract-page.tsx';
import { ClientConversations } from '../-components/client-conversations.tsx';
import { ClientRefused } from '../-components/client-refused.tsx';
import { ClientThread } from '../-components/client-thread.tsx';
import { loadClientWork } from '../-components/client-work-data.ts';

/** `?page=` pages a client's conversations; `?step=` opens a client's draft in the wizard; `?from=` is a new campaign's copied brief. */
const workSearch = searchSchema({ page, step: wizardStepParam, from: recordId });
/**
 * The campaign wizard loads only when a partner opens it (decision 0008), with the page's data (`preload`): the first
 * render has its heading to focus (WCAG 2.4.3), where React.lazy would first render its fallback.
 */
const ClientCampaignWizard = lazyRouteComponent(() => import('../-components/client-campaign-wizard.tsx'));
const opensWizard = (section: string, editing: boolean) => section === 'new-campaign' || (section === 'campaigns' && editing);

export const Route = createFileRoute('/_app/partner/$section/$id')({
  validateSearch: workSearch,
  // Opening the wizard and leaving it are two matches, so each loads afresh: the page shows what was saved or
  // submitted, and the wizard reopens on it. Its steps are one match: moving between them reloads nothing.
  loaderDeps: ({ search: { page, from, step } }) => ({ page, from, editing: step !== undefined }),
  loader: async ({ params, deps }) => {
    const [work] = await Promise.all([loadClientWork(params.section, params.id, deps), opensWizard(params.section, deps.editing) ? ClientCampaignWizard.preload?.() : null]);
    return work;
  },
  // Nothing of a left match is kept: shown again, it loads before it shows, never a stale copy with a reload under it
  // (a wizard keeps the values it opened with, and its next save would write back the stale ones).
  gcTime: 0,
  head: ({ params, match }) => pageTitle(params.section === 'messages' ? titles.conversation : params.section === 'conversations' ? titles.messages
    : params.section === 'new-campaign' ? titles.brandCampaignNew : match.search.step ? titles.brandCampaignEdit : titles.partnerWork),
  component: ClientWork,
});

/** A client's campaign (or a new one, in the wizard), contract, conversations or one conversation, as its partner works on it. */
function ClientWork() {
  const work = Route.useLoaderData();
  const { step } = Route.useSearch();
  switch (work.kind) {
    // The wizard is keyed by the campaign, not its update: it keeps its own values while it runs, and the loader
    // runs again only when the wizard opens (or saves at the step in the address: the same address loads again).
    case 'campaign': return step
      ? <Suspense fallback={<Loading />}><ClientCampaignWizard key={work.campaign.id} campaign={work.campaign} step={step} refused={work.refused} /></Suspense>
      : <ClientCampaignPage key={work.campaign.updatedAt} campaign={work.campaign} applications={work.applications} matches={work.matches} />;
    case 'new-campaign': return (
      <Suspense fallback={<Loading />}>
        <ClientCampaignWizard key={`${work.brandId}:${work.source?.id ?? ''}`} brandId={work.brandId} brandName={work.brandName}
          source={work.source} copyUnused={work.copyUnused} refused={work.refused} />
      </Suspense>
    );
    case 'contract': return <ClientContractPage data={work.data} />;
    case 'refused': return <ClientRefused what={work.what} reason={work.refused} />;
    case 'conversations': return <ClientConversations work={work} />;
    case 'thread': return <ClientThread key={work.data?.conversation.id} work={work} />;
  }
}
