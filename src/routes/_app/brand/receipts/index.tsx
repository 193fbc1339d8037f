import { createFileRoute } from '@tanstack/react-router';
import { fetchMyReceipts } from '../../../../api/receipts.ts';
import { receiptsCopy } from '../../../../content/receipts.ts';
import { titles } from '../../../../content/titles.ts';
import { pageTitle } from '../../../../lib/guards.ts';
import { ReceiptError } from '../../-components/receipt-error.tsx';
import { ReceiptList } from '../../-components/receipt-list.tsx';

export const Route = createFileRoute('/_app/brand/receipts/')({
  loader: () => fetchMyReceipts(),
  head: () => pageTitle(titles.brandReceipts),
  errorComponent: ReceiptError,
  component: BrandReceipts,
});

function BrandReceipts() {
  return <ReceiptList items={Route.useLoaderData()} to="/brand/receipts/$number" copy={receiptsCopy.brandList} />;
}
