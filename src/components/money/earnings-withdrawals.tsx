import type { Withdrawal } from '../../domain/money-types.ts';
import { earningsCopy } from '../../content/earnings.ts';
import { formatMoney } from '../../lib/money.ts';
import { DataTable, type Column } from '../ui/data-table.tsx';
import { formatDateTime } from '../../lib/dates.ts';

const t = earningsCopy.withdrawals;
const c = t.columns;

const columns: Column<Withdrawal>[] = [
  { header: c.date, cell: (w) => <time dateTime={w.createdAt}>{formatDateTime(w.createdAt)}</time>, className: 'whitespace-nowrap' },
  { header: c.amount, cell: (w) => formatMoney(w.amount, w.currency), className: 'whitespace-nowrap tabular-nums' },
  { header: c.to, cell: (w) => `${earningsCopy.methods[w.method]} · ${w.destination}` },
  { header: c.status, cell: (w) => (w.reason ? `${t.statuses[w.status]}: ${w.reason}` : t.statuses[w.status]) },
];

export function EarningsWithdrawals({ rows }: { rows: Withdrawal[] }) {
  return rows.length ? <DataTable caption={t.caption} columns={columns} rows={rows} /> : null;
}
