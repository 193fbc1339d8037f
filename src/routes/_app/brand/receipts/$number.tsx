import { createFileRoute } from '@tanstack/react-router';
import { fetchReceipt } from '../../../../api/receipts.ts';
import { receiptsCopy } from '../../../../content/receipts.ts';
import { titles } from '../../../../content/titles.ts';
import { pageTitle } from '../../../../lib/guards.ts';
import { ReceiptDocumentView } from '../../-components/receipt-document.tsx';
import { ReceiptError } from '../../-components/receipt-error.tsx';

export const Route = createFileRoute('/_app/brand/receipts/$number')({
  loader: ({ params }) => fetchReceipt(params.number),
  head: ({ params }) => pageTitle(`${titles.brandReceipt} ${params.number}`),
  errorComponent: ReceiptError,
  component: BrandReceipt,
});

function BrandReceipt() {
  return <ReceiptDocumentView doc={Route.useLoaderData()} back={{ to: '/brand/receipts', label: receiptsCopy.backToReceipts }} />;
}
