import { Link } from '@tanstack/react-router';
import { fetchReceiptPdf } from '../../../api/receipts.ts';
import { DownloadButton } from '../../../components/download-button.tsx';
import { receiptsCopy as t } from '../../../content/receipts.ts';
import { documentSections, type ReceiptDocument } from '../../../domain/receipt-document.ts';

const card = 'rounded-2xl border border-slate-200 p-6 dark:border-slate-700';

/**
 * A receipt or statement on screen: the same sections, in the same words, as its PDF (src/domain/receipt-document.ts),
 * with the PDF to download.
 */
export function ReceiptDocumentView({ doc, back }: { doc: ReceiptDocument; back: { to: '/brand/receipts' | '/influencer/statements'; label: string } }) {
  const view = documentSections(doc);
  const [header, ...sections] = view.sections;
  return (
    <section className="mx-auto max-w-3xl space-y-6 p-6">
      <Link to={back.to} className="text-sm font-semibold underline">{back.label}</Link>
      <h1 className="text-3xl font-bold tracking-tight">{view.title}</h1>
      <DownloadButton fetchFile={() => fetchReceiptPdf(doc.number)} fileName={t.pdfName(doc.number)} copy={t.pdf} />
      {[header!, ...sections].map((section) => (
        <section key={section.heading} aria-labelledby={`doc-${section.heading}`} className={card}>
          <h2 id={`doc-${section.heading}`} className="text-lg font-semibold">{section.heading}</h2>
          <dl className="mt-3 divide-y divide-slate-200 dark:divide-slate-700">
            {section.lines.map((line) => (
              <div key={line.label} className={`flex flex-wrap justify-between gap-x-6 gap-y-1 py-2 ${line.strong ? 'font-semibold' : ''}`}>
                <dt>{line.label}</dt>
                <dd className="tabular-nums">{line.value}</dd>
              </div>
            ))}
          </dl>
          {section.table && section.table.rows.length > 0 && (
            <div role="region" aria-label={section.heading} tabIndex={0} className="mt-4 overflow-x-auto">
              <table className="w-full border-collapse text-left text-sm">
                <caption className="sr-only">{section.heading}</caption>
                <thead>
                  <tr>{section.table.head.map((h) => <th key={h} scope="col" className="px-2 py-1 font-semibold">{h}</th>)}</tr>
                </thead>
                <tbody>
                  {section.table.rows.map((row, i) => (
                    <tr key={i} className="border-t border-slate-200 dark:border-slate-700">
                      {row.map((cell, c) => (c === 0 ? <th key={c} scope="row" className="px-2 py-1 font-normal">{cell}</th> : <td key={c} className="px-2 py-1 tabular-nums">{cell}</td>))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {section.note && <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{section.note}</p>}
        </section>
      ))}
    </section>
  );
}
