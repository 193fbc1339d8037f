import { Link } from '@tanstack/react-router';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { receiptsCopy as t } from '../../../content/receipts.ts';
import type { ReceiptSummary } from '../../../domain/receipt-document.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { formatMoney } from '../../../lib/money.ts';

type Row = ReceiptSummary & { id: string };

/** A brand's receipts or a creator's statements, newest first, each opening its page. */
export function ReceiptList({ items, to, copy }: { items: ReceiptSummary[]; to: '/brand/receipts/$number' | '/influencer/statements/$number'; copy: { title: string; intro: string; caption: string; empty: string } }) {
  const columns: Column<Row>[] = [
    { header: t.columns.number, cell: (r) => <Link to={to} params={{ number: r.number }} className="font-semibold underline">{r.number}</Link> },
    { header: t.columns.date, cell: (r) => formatDateTime(r.issuedAt) },
    { header: t.columns.purpose, cell: (r) => t.purposes[r.purpose] ?? r.purpose },
    { header: t.columns.amount, cell: (r) => formatMoney(r.amount, r.currency), className: 'tabular-nums' },
  ];
  return (
    <section className="mx-auto max-w-4xl space-y-6 p-6">
      <PageHeader title={copy.title} intro={copy.intro} />
      {items.length === 0 ? <p>{copy.empty}</p> : <DataTable caption={copy.caption} columns={columns} rows={items.map((r) => ({ ...r, id: r.number }))} />}
    </section>
  );
}
