import { createFileRoute } from '@tanstack/react-router';
import { fetchThread } from '../../../api/messages.ts';
import { titles } from '../../../content/titles.ts';
import { pageTitle, requireUser } from '../../../lib/guards.ts';
import { MessagesError } from '../-components/messages-error.tsx';
import { ThreadPage } from '../-components/thread-page.tsx';

/** One conversation: its brand and creator write in it; an admin reads it while a dispute on its contract is open. */
export const Route = createFileRoute('/_app/messages/$conversationId')({
  beforeLoad: (args) => requireUser(args, ['brand', 'influencer', 'admin']),
  loader: ({ params }) => fetchThread(params.conversationId),
  head: () => pageTitle(titles.conversation),
  errorComponent: MessagesError,
  component: Conversation,
});

function Conversation() {
  const data = Route.useLoaderData();
  // Another thread starts afresh: its messages are the page's state.
  return <ThreadPage key={data.conversation.id} data={data} />;
}
