import type { Reconciliation } from '../../../../api/earnings-schemas.ts';
import { reconciliationCopy as t } from '../../../../content/ledger-admin.ts';
import { formatMoney } from '../../../../lib/money.ts';
import { DataTable, type Column } from '../../../../components/ui/data-table.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';

type Row = { id: keyof typeof t.rows; value: string };
const columns: Column<Row>[] = [
  { header: t.figure, cell: (r) => t.rows[r.id] },
  { header: t.amount, cell: (r) => r.value, className: 'whitespace-nowrap tabular-nums' },
];

/** The M-Pesa asset against receipts minus payouts: "Balanced" or the difference, and any receipt counted twice. */
export function ReconciliationReport({ report }: { report: Reconciliation }) {
  const money = (minor: number) => formatMoney(minor, report.currency);
  const rows: Row[] = [
    { id: 'stkReceived', value: money(report.stkReceived) },
    { id: 'b2cPaid', value: money(report.b2cPaid) },
    { id: 'expected', value: money(report.expected) },
    { id: 'mpesaAsset', value: money(report.mpesaAsset) },
    { id: 'difference', value: money(report.difference) },
    { id: 'receipts', value: String(report.receipts) },
  ];
  const ok = report.balanced && report.duplicateReceipts.length === 0;
  return (
    <section className="mx-auto max-w-4xl space-y-6 p-6">
      <PageHeader title={t.title} intro={t.intro} />
      <p role="status" className={`rounded-lg border-l-4 p-4 text-lg font-semibold ${ok ? 'border-green-700' : 'border-red-700'} bg-slate-50 dark:bg-slate-800`}>
        {report.balanced ? t.balanced : t.unbalanced(money(report.difference))}
      </p>
      <DataTable caption={t.caption} columns={columns} rows={rows} />
      <section aria-labelledby="duplicates-heading">
        <h2 id="duplicates-heading" className="mb-2 text-xl font-bold">{t.duplicatesHeading}</h2>
        {report.duplicateReceipts.length === 0 ? (
          <p>{t.noDuplicates}</p>
        ) : (
          <>
            <p>{t.duplicates(report.duplicateReceipts.length)}</p>
            <ul className="list-disc pl-6">
              {report.duplicateReceipts.map((r) => <li key={r}><code>{r}</code></li>)}
            </ul>
          </>
        )}
      </section>
    </section>
  );
}
