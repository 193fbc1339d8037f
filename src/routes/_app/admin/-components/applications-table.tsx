import type { ApplicationRow } from '../../../../api/admin.ts';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { admin } from '../../../../content/admin.ts';
import { DataTable, type Column } from '../../../../components/ui/data-table.tsx';
import { FileDownload } from './file-download.tsx';
import { formatDateTime } from '../../../../lib/dates.ts';

const c = admin.columns;

function Files({ row }: { row: ApplicationRow }) {
  return (
    <ul className="space-y-1">
      {row.files.map((file) => (
        <li key={file.index}><FileDownload applicationId={row.id} file={file} /></li>
      ))}
      {row.portfolioUrl ? (
        <li>
          {/* Applicant-supplied (http or https only, checked by the API): followed without telling it where from. */}
          <a href={row.portfolioUrl} rel="noreferrer" className={`${buttonClass.link} wrap-anywhere`}>{row.portfolioUrl}</a>
        </li>
      ) : null}
    </ul>
  );
}

const columns: Column<ApplicationRow>[] = [
  { header: c.received, cell: (r) => <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>, className: 'whitespace-nowrap' },
  {
    header: c.applicant,
    cell: (r) => <><span className="block font-medium">{r.fullName}</span><span className="block wrap-anywhere">{r.email}</span><span className="block">{r.phone}</span></>,
  },
  { header: c.role, cell: (r) => r.roleTitle },
  { header: c.location, cell: (r) => r.location || admin.none },
  { header: c.whyJoin, cell: (r) => <p className="max-w-prose break-words whitespace-pre-wrap">{r.whyJoin}</p> },
  { header: c.files, cell: (r) => <Files row={r} /> },
];

export function ApplicationsTable({ rows }: { rows: ApplicationRow[] }) {
  return rows.length ? <DataTable caption={admin.applications.caption} columns={columns} rows={rows} /> : null;
}
