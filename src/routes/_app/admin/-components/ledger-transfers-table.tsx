import type { LedgerTransferRow } from '../../../../api/earnings-schemas.ts';
import { ledgerCopy } from '../../../../content/ledger-admin.ts';
import { formatMoney } from '../../../../lib/money.ts';
import { DataTable, type Column } from '../../../../components/ui/data-table.tsx';
import { formatDateTime } from '../../../../lib/dates.ts';

const t = ledgerCopy.transfers;
const c = t.columns;

const kind = (r: LedgerTransferRow) => (r.flags.pending ? t.kinds.pending : r.flags.post ? t.kinds.post : r.flags.void ? t.kinds.void : t.kinds.plain);

const columns: Column<LedgerTransferRow>[] = [
  { header: c.id, cell: (r) => <code>{r.id}</code>, className: 'wrap-anywhere' },
  { header: c.at, cell: (r) => <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>, className: 'whitespace-nowrap' },
  { header: c.debit, cell: (r) => <code>{r.debitAccountId}</code>, className: 'wrap-anywhere' },
  { header: c.credit, cell: (r) => <code>{r.creditAccountId}</code>, className: 'wrap-anywhere' },
  { header: c.amount, cell: (r) => formatMoney(r.amount, r.currency), className: 'whitespace-nowrap tabular-nums' },
  { header: c.kind, cell: kind },
  { header: c.ref, cell: (r) => r.refName ?? t.none },
];

export function LedgerTransfersTable({ rows }: { rows: LedgerTransferRow[] }) {
  return <DataTable caption={t.caption} columns={columns} rows={rows} />;
}
