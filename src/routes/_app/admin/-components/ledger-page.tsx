import type { Page } from '../../../../api/admin.ts';
import type { LedgerAccountRow, LedgerTransferRow } from '../../../../api/earnings-schemas.ts';
import type { LedgerQuery } from '../../../../api/ledger-admin.ts';
import { ledgerCopy as t } from '../../../../content/ledger-admin.ts';
import { LedgerAccountsTable } from './ledger-accounts-table.tsx';
import { LedgerFilters } from './ledger-filters.tsx';
import { LedgerTransfersTable } from './ledger-transfers-table.tsx';
import { Pagination } from '../../../../components/ui/pagination.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';

/** Accounts with their summed balances, then the transfers page by page; both filtered by the URL's ids. */
export function LedgerPage({ accounts, transfers, filters }: { accounts: LedgerAccountRow[]; transfers: Page<LedgerTransferRow>; filters: LedgerQuery }) {
  const from = transfers.total === 0 ? 0 : Math.min((transfers.page - 1) * transfers.pageSize + 1, transfers.total);
  const to = Math.min(transfers.page * transfers.pageSize, transfers.total);
  return (
    <section className="mx-auto max-w-6xl space-y-6 p-6">
      <PageHeader title={t.title} intro={t.intro} />
      <LedgerFilters filters={filters} />
      {accounts.length ? <LedgerAccountsTable rows={accounts} /> : <p>{t.accounts.empty}</p>}
      <p role="status" className="font-medium">{t.transfers.found(transfers.total, from, to)}</p>
      {transfers.items.length > 0 && <LedgerTransfersTable rows={transfers.items} />}
      <Pagination page={transfers.page} pageSize={transfers.pageSize} total={transfers.total} />
    </section>
  );
}
