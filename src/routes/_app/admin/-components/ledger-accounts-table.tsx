import type { LedgerAccountRow } from '../../../../api/earnings-schemas.ts';
import { ledgerCopy } from '../../../../content/ledger-admin.ts';
import { formatMoney } from '../../../../lib/money.ts';
import { DataTable, type Column } from '../../../../components/ui/data-table.tsx';

const t = ledgerCopy.accounts;
const c = t.columns;
type Row = LedgerAccountRow & { id: string };
const money = (key: 'posted' | 'pending' | 'available') => (r: Row) => formatMoney(r[key], r.currency);

const columns: Column<Row>[] = [
  { header: c.code, cell: (r) => <code>{r.code}</code>, className: 'wrap-anywhere' },
  { header: c.owner, cell: (r) => (r.owner ? `${t.owner[r.owner.type]}: ${r.owner.name ?? t.unnamed}` : t.platform) },
  { header: c.normal, cell: (r) => t.normal[r.normal] },
  { header: c.posted, cell: money('posted'), className: 'whitespace-nowrap tabular-nums' },
  { header: c.pending, cell: money('pending'), className: 'whitespace-nowrap tabular-nums' },
  { header: c.available, cell: money('available'), className: 'whitespace-nowrap tabular-nums' },
];

export function LedgerAccountsTable({ rows }: { rows: LedgerAccountRow[] }) {
  return <DataTable caption={t.caption} columns={columns} rows={rows.map((r) => ({ ...r, id: r.code }))} />;
}
