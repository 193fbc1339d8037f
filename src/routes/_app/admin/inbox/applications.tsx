import { createFileRoute } from '@tanstack/react-router';
import { fetchApplications } from '../../../../api/admin.ts';
import { fetchRoles } from '../../../../api/recruitment.ts';
import { admin } from '../../../../content/admin.ts';
import { pageTitle } from '../../../../lib/guards.ts';
import { ApplicationsTable } from '../-components/applications-table.tsx';
import { InboxError } from '../-components/inbox-error.tsx';
import { InboxLayout } from '../-components/inbox-layout.tsx';
import { ListFilters } from '../-components/list-filters.tsx';
import { matching, page, searchSchema, text } from '../../../../lib/search-params.ts';
import { titles } from '../../../../content/titles.ts';

// Roles are data of the local API, so any id-shaped value is kept here and the API says whether it exists.
const roleParam = matching((value) => /^[a-z0-9-]{1,60}$/.test(value));

const applicationsSearch = searchSchema({ page, q: text(), role: roleParam });

export const Route = createFileRoute('/_app/admin/inbox/applications')({
  validateSearch: applicationsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => Promise.all([fetchApplications(deps), fetchRoles()]),
  head: () => pageTitle(titles.adminInboxApplications),
  errorComponent: InboxError,
  component: ApplicationsInbox,
});

function ApplicationsInbox() {
  const [page, roles] = Route.useLoaderData();
  const { q, role } = Route.useSearch();
  const options = roles.map((r) => ({ value: r.id, label: r.title }));
  const filters = <ListFilters q={q} hint={admin.filters.searchHint.applications} selects={[{ name: 'role', label: admin.filters.role, value: role, options }]} />;
  return (
    <InboxLayout copy={admin.applications} page={page} filters={filters}>
      <ApplicationsTable rows={page.items} />
    </InboxLayout>
  );
}
