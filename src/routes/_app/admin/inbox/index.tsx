import { createFileRoute } from '@tanstack/react-router';
import { fetchInboxCounts } from '../../../../api/admin.ts';
import { pageTitle } from '../../../../lib/guards.ts';
import { InboxError } from '../-components/inbox-error.tsx';
import { InboxHome } from '../-components/inbox-home.tsx';
import { titles } from '../../../../content/titles.ts';

export const Route = createFileRoute('/_app/admin/inbox/')({
  loader: () => fetchInboxCounts(),
  head: () => pageTitle(titles.adminInbox),
  errorComponent: InboxError,
  component: Inbox,
});

function Inbox() {
  return <InboxHome counts={Route.useLoaderData()} />;
}
