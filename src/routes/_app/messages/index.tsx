import { createFileRoute } from '@tanstack/react-router';
import { fetchConversations } from '../../../api/messages.ts';
import { titles } from '../../../content/titles.ts';
import { pageTitle, requireUser } from '../../../lib/guards.ts';
import { page, searchSchema } from '../../../lib/search-params.ts';
import { ConversationsPage } from '../-components/conversations-page.tsx';
import { MessagesError } from '../-components/messages-error.tsx';

const search = searchSchema({ page });

/** A brand's or a creator's conversations (issue 23): one route for both roles keeps the first-load budget. */
export const Route = createFileRoute('/_app/messages/')({
  beforeLoad: (args) => requireUser(args, ['brand', 'influencer']),
  validateSearch: search,
  loaderDeps: ({ search: { page } }) => ({ page }),
  loader: ({ deps }) => fetchConversations(deps.page),
  head: () => pageTitle(titles.messages),
  errorComponent: MessagesError,
  component: Messages,
});

function Messages() {
  return <ConversationsPage data={Route.useLoaderData()} />;
}
