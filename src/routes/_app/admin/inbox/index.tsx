import { createFileRoute } from '@tanstack/react-router';
import { fetchInboxCounts } from '../../../../api/admin.ts';
import { admin } from '../../../../content/admin.ts';
import { pageTitle, requireUser } from '../../../../lib/guards.ts';
import { InboxError } from '../-components/inbox-error.tsx';
import { InboxHome } from '../-components/inbox-home.tsx';

export const Route = createFileRoute('/_app/admin/inbox/')({
  beforeLoad: (args) => requireUser(args, ['admin']),
  loader: () => fetchInboxCounts(),
  head: () => pageTitle(admin.inbox.title),
  errorComponent: InboxError,
  component: Inbox,
});

function Inbox() {
  return <InboxHome counts={Route.useLoaderData()} />;
}
