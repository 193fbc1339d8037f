import { Link } from '@tanstack/react-router';
import type { Page } from '../../../../api/admin.ts';
import { fetchReceiptsCsv } from '../../../../api/receipts.ts';
import { DownloadButton } from '../../../../components/download-button.tsx';
import { DataTable, type Column } from '../../../../components/ui/data-table.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { Pagination } from '../../../../components/ui/pagination.tsx';
import { receiptsCopy as t } from '../../../../content/receipts.ts';
import type { ReceiptKind, ReceiptSummary } from '../../../../domain/receipt-document.ts';
import { formatDateTime } from '../../../../lib/dates.ts';
import { formatMoney } from '../../../../lib/money.ts';

type Row = ReceiptSummary & { id: string };
const KINDS: Array<ReceiptKind | undefined> = [undefined, 'receipt', 'statement'];

const columns: Column<Row>[] = [
  { header: t.columns.number, cell: (r) => r.number },
  { header: t.columns.date, cell: (r) => formatDateTime(r.issuedAt) },
  { header: t.columns.name, cell: (r) => r.ownerName ?? t.admin.deleted },
  { header: t.columns.purpose, cell: (r) => t.purposes[r.purpose] ?? r.purpose },
  { header: t.columns.amount, cell: (r) => formatMoney(r.amount, r.currency), className: 'tabular-nums' },
];

/** /admin/receipts: every receipt and statement, a page at a time, by kind, with the CSV export of the kind shown. */
export function ReceiptsAdminPage({ data, kind }: { data: Page<ReceiptSummary>; kind: ReceiptKind | undefined }) {
  return (
    <section className="mx-auto max-w-5xl space-y-6 p-6">
      <PageHeader title={t.admin.title} intro={t.admin.intro} />
      <nav aria-label={t.admin.filterLabel} className="flex flex-wrap gap-3">
        {KINDS.map((k) => (
          <Link key={k ?? 'all'} to="." search={{ kind: k, page: undefined }} aria-current={k === kind ? 'page' : undefined}
            className={`rounded-lg border px-3 py-1.5 font-semibold ${k === kind ? 'border-slate-900 bg-slate-900 text-white dark:border-white dark:bg-white dark:text-slate-900' : 'border-slate-300 dark:border-slate-600'}`}>
            {t.admin.kinds[k ?? 'all']}
          </Link>
        ))}
      </nav>
      <DownloadButton fetchFile={() => fetchReceiptsCsv(kind)} fileName={t.admin.fileName(kind)} copy={t.csv} />
      {data.total === 0 ? <p>{t.admin.empty}</p> : <DataTable caption={t.admin.caption} columns={columns} rows={data.items.map((r) => ({ ...r, id: r.number }))} />}
      <Pagination page={data.page} pageSize={data.pageSize} total={data.total} />
    </section>
  );
}
