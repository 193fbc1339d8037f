import { createFileRoute } from '@tanstack/react-router';
import { ROLES } from '../../../../domain/user-types.ts';
import { fetchAccounts } from '../../../../api/admin.ts';
import { admin } from '../../../../content/admin.ts';
import { roleLabel } from '../../../../content/roles.ts';
import { pageTitle } from '../../../../lib/guards.ts';
import { AccountsTable } from '../-components/accounts-table.tsx';
import { InboxError } from '../-components/inbox-error.tsx';
import { InboxLayout } from '../-components/inbox-layout.tsx';
import { ListFilters } from '../-components/list-filters.tsx';
import { oneOf, page, searchSchema, text } from '../../../../lib/search-params.ts';
import { titles } from '../../../../content/titles.ts';

const f = admin.filters;
const TRIALS = ['active', 'ended', 'none'] as const;
const roleOptions = [...ROLES.map((r) => ({ value: r, label: roleLabel[r] })), { value: 'none', label: f.noRole }];
const trialOptions = TRIALS.map((value) => ({ value, label: f.trialStates[value] }));

const accountsSearch = searchSchema({ page, q: text(), role: oneOf([...ROLES, 'none']), trial: oneOf(TRIALS) });

export const Route = createFileRoute('/_app/admin/inbox/accounts')({
  validateSearch: accountsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => fetchAccounts(deps),
  head: () => pageTitle(titles.adminInboxAccounts),
  errorComponent: InboxError,
  component: AccountsInbox,
});

function AccountsInbox() {
  const page = Route.useLoaderData();
  const { q, role, trial } = Route.useSearch();
  const selects = [
    { name: 'role', label: f.role, value: role, options: roleOptions },
    { name: 'trial', label: f.trial, value: trial, options: trialOptions },
  ];
  return (
    <InboxLayout copy={admin.accounts} page={page} filters={<ListFilters q={q} hint={f.searchHint.accounts} selects={selects} />}>
      <AccountsTable rows={page.items} />
    </InboxLayout>
  );
}
