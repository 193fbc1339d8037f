import { createFileRoute } from '@tanstack/react-router';
import { fetchBrandBalance } from '../../../api/brand-balance.ts';
import { titles } from '../../../content/titles.ts';
import { pageTitle } from '../../../lib/guards.ts';
import { BrandBalanceError, BrandBalancePage } from './-components/brand-balance-page.tsx';

export const Route = createFileRoute('/_app/brand/balance')({
  loader: () => fetchBrandBalance(),
  head: () => pageTitle(titles.brandBalance),
  errorComponent: BrandBalanceError,
  component: Balance,
});

function Balance() {
  return <BrandBalancePage data={Route.useLoaderData()} />;
}
