import { createFileRoute } from '@tanstack/react-router';
import { fetchContacts } from '../../../../api/admin.ts';
import { admin } from '../../../../content/admin.ts';
import { pageTitle } from '../../../../lib/guards.ts';
import { ContactsTable } from '../-components/contacts-table.tsx';
import { InboxError } from '../-components/inbox-error.tsx';
import { InboxLayout } from '../-components/inbox-layout.tsx';
import { ListFilters } from '../-components/list-filters.tsx';
import { page, searchSchema, text } from '../../../../lib/search-params.ts';
import { titles } from '../../../../content/titles.ts';

const contactsSearch = searchSchema({ page, q: text() });

export const Route = createFileRoute('/_app/admin/inbox/contacts')({
  validateSearch: contactsSearch,
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
