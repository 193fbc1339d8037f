import { createFileRoute } from '@tanstack/react-router';
import { fetchMyReceipts } from '../../../../api/receipts.ts';
import { receiptsCopy } from '../../../../content/receipts.ts';
import { titles } from '../../../../content/titles.ts';
import { pageTitle } from '../../../../lib/guards.ts';
import { ReceiptError } from '../../-components/receipt-error.tsx';
import { ReceiptList } from '../../-components/receipt-list.tsx';

export const Route = createFileRoute('/_app/influencer/statements/')({
  loader: () => fetchMyReceipts(),
  head: () => pageTitle(titles.influencerStatements),
  errorComponent: ReceiptError,
  component: CreatorStatements,
});

function CreatorStatements() {
  return <ReceiptList items={Route.useLoaderData()} to="/influencer/statements/$number" copy={receiptsCopy.creatorList} />;
}
