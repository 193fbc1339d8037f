import type { Movement } from '../../../../domain/money-types.ts';
import { earningsCopy } from '../../../../content/earnings.ts';
import { formatMoney } from '../../../../lib/money.ts';
import { DataTable, type Column } from '../../../../components/ui/data-table.tsx';
import { formatDateTime } from '../../../../lib/dates.ts';

const t = earningsCopy.movements;
const c = t.columns;

/** Signed from the creator's side: money in shows "+", money out "−". */
export const signedMoney = (m: Pick<Movement, 'amount' | 'currency'>) => `${m.amount < 0 ? '−' : '+'}${formatMoney(Math.abs(m.amount), m.currency)}`;

const columns: Column<Movement>[] = [
  { header: c.date, cell: (m) => <time dateTime={m.at}>{formatDateTime(m.at)}</time>, className: 'whitespace-nowrap' },
  { header: c.what, cell: (m) => m.description || t.kinds[m.kind] },
  { header: c.campaign, cell: (m) => m.campaignTitle ?? t.noCampaign },
  { header: c.amount, cell: signedMoney, className: 'whitespace-nowrap tabular-nums' },
  { header: c.state, cell: (m) => t.states[m.state] },
];

export function EarningsMovements({ rows }: { rows: Movement[] }) {
  return rows.length ? <DataTable caption={t.caption} columns={columns} rows={rows} /> : <p>{t.empty}</p>;
}
