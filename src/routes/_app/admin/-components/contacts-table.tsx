import type { ContactRow } from '../../../../api/admin.ts';
import { admin } from '../../../../content/admin.ts';
import { DataTable, type Column } from '../../../../components/ui/data-table.tsx';
import { formatDateTime } from '../../../../lib/dates.ts';

const c = admin.columns;
const columns: Column<ContactRow>[] = [
  { header: c.received, cell: (r) => <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>, className: 'whitespace-nowrap' },
  { header: c.from, cell: (r) => <><span className="block font-medium">{r.name}</span><span className="wrap-anywhere">{r.email}</span></> },
  { header: c.subject, cell: (r) => r.subject },
  // Messages keep their line breaks; long words wrap instead of widening the table.
  { header: c.message, cell: (r) => <p className="max-w-prose break-words whitespace-pre-wrap">{r.message}</p> },
];

export function ContactsTable({ rows }: { rows: ContactRow[] }) {
  return rows.length ? <DataTable caption={admin.contacts.caption} columns={columns} rows={rows} /> : null;
}
