import type { AccountRow } from '../../../../api/admin.ts';
import { admin } from '../../../../content/admin.ts';
import { roleLabel } from '../../../../content/roles.ts';
import { planName } from '../../../../lib/trial.ts';
import { DataTable, type Column } from '../../../../components/ui/data-table.tsx';
import { formatDate, formatDateTime } from '../../../../lib/dates.ts';

const c = admin.columns;

/** The trial state comes from the server's clock, so it agrees with the API's `trial` filter. */
function trial(r: AccountRow) {
  if (!r.trial || r.trialState === 'none') return admin.trial.none;
  const plan = planName(r.trial.plan);
  const end = formatDate(r.trial.endsAt);
  return r.trialState === 'active' ? admin.trial.active(plan, end) : admin.trial.ended(plan, end);
}

const columns: Column<AccountRow>[] = [
  { header: c.email, cell: (r) => r.email, className: 'wrap-anywhere' },
  { header: c.name, cell: (r) => r.name || admin.noName },
  { header: c.role, cell: (r) => (r.role ? roleLabel[r.role] : admin.filters.noRole) },
  { header: c.trial, cell: trial },
  { header: c.deletion, cell: (r) => (r.deleteAt ? admin.deletionOn(formatDate(r.deleteAt)) : admin.none) },
  { header: c.created, cell: (r) => <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>, className: 'whitespace-nowrap' },
];

export function AccountsTable({ rows }: { rows: AccountRow[] }) {
  return rows.length ? <DataTable caption={admin.accounts.caption} columns={columns} rows={rows} /> : null;
}
