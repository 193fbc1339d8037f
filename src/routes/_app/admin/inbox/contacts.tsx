import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { fetchContacts } from '../../../../api/admin.ts';
import { admin } from '../../../../content/admin.ts';
import { pageTitle, requireUser } from '../../../../lib/guards.ts';
import { ContactsTable } from '../-components/contacts-table.tsx';
import { InboxError } from '../-components/inbox-error.tsx';
import { InboxLayout } from '../-components/inbox-layout.tsx';
import { pageParam, queryParam } from '../-components/inbox-search.ts';
import { ListFilters } from '../-components/list-filters.tsx';
import { titles } from '../../../../content/titles.ts';

export const Route = createFileRoute('/_app/admin/inbox/contacts')({
  validateSearch: v.object({ page: pageParam, q: queryParam }),
  beforeLoad: (args) => requireUser(args, ['admin']),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => fetchContacts(deps),
  head: () => pageTitle(titles.adminInboxContacts),
  errorComponent: InboxError,
  component: ContactsInbox,
});

function ContactsInbox() {
  const page = Route.useLoaderData();
  const { q } = Route.useSearch();
  return (
    <InboxLayout copy={admin.contacts} page={page} filters={<ListFilters q={q} hint={admin.filters.searchHint.contacts} />}>
      <ContactsTable rows={page.items} />
    </InboxLayout>
  );
}
