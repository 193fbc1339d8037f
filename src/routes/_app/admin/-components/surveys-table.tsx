import type { SurveyRow } from '../../../../api/admin.ts';
import { admin } from '../../../../content/admin.ts';
import { DataTable, type Column } from '../../../../components/ui/data-table.tsx';
import { choiceLabel } from './survey-labels.ts';
import { formatDateTime } from '../../../../lib/dates.ts';

const c = admin.columns;
const orNone = (text: string) => text || admin.none;
const columns: Column<SurveyRow>[] = [
  { header: c.received, cell: (r) => <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>, className: 'whitespace-nowrap' },
  { header: c.email, cell: (r) => r.emailAddress, className: 'wrap-anywhere' },
  { header: c.company, cell: (r) => orNone(r.companyName) },
  { header: c.industry, cell: (r) => choiceLabel('industrySector', r.industrySector) },
  { header: c.location, cell: (r) => orNone(r.location) },
  { header: c.interest, cell: (r) => (r.sautiInterest ? choiceLabel('sautiInterest', r.sautiInterest) : admin.none) },
  { header: c.challenge, cell: (r) => <p className="max-w-prose break-words whitespace-pre-wrap">{orNone(r.biggestChallenge)}</p> },
];

export function SurveysTable({ rows }: { rows: SurveyRow[] }) {
  return rows.length ? <DataTable caption={admin.surveys.caption} columns={columns} rows={rows} /> : null;
}
