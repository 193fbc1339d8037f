import { createFileRoute } from '@tanstack/react-router';
import { fetchLedgerAccounts, fetchLedgerTransfers } from '../../../api/ledger-admin.ts';
import { titles } from '../../../content/titles.ts';
import { pageTitle } from '../../../lib/guards.ts';
import { page, searchSchema, text } from '../../../lib/search-params.ts';
import { LedgerError } from './-components/ledger-error.tsx';
import { LedgerPage } from './-components/ledger-page.tsx';

const ledgerSearch = searchSchema({ page, campaign: text(80), creator: text(80), brand: text(80) });

export const Route = createFileRoute('/_app/admin/ledger')({
  validateSearch: ledgerSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps }) => {
    const [accounts, transfers] = await Promise.all([fetchLedgerAccounts(deps), fetchLedgerTransfers(deps)]);
    return { accounts, transfers };
  },
  head: () => pageTitle(titles.adminLedger),
  errorComponent: LedgerError,
  component: Ledger,
});

function Ledger() {
  return <LedgerPage {...Route.useLoaderData()} filters={Route.useSearch()} />;
}
