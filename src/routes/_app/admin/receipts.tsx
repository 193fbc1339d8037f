import { createFileRoute } from '@tanstack/react-router';
import { fetchAdminReceipts } from '../../../api/receipts.ts';
import { titles } from '../../../content/titles.ts';
import { pageTitle } from '../../../lib/guards.ts';
import { oneOf, page, searchSchema } from '../../../lib/search-params.ts';
import { ReceiptError } from '../-components/receipt-error.tsx';
import { ReceiptsAdminPage } from './-components/receipts-admin-page.tsx';

const receiptsSearch = searchSchema({ page, kind: oneOf(['receipt', 'statement'] as const) });

export const Route = createFileRoute('/_app/admin/receipts')({
  validateSearch: receiptsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => fetchAdminReceipts(deps),
  head: () => pageTitle(titles.adminReceipts),
  errorComponent: ReceiptError,
  component: AdminReceipts,
});

function AdminReceipts() {
  return <ReceiptsAdminPage data={Route.useLoaderData()} kind={Route.useSearch().kind} />;
}
