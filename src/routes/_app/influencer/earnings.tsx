import { createFileRoute } from '@tanstack/react-router';
import { fetchEarnings } from '../../../api/earnings.ts';
import { titles } from '../../../content/titles.ts';
import { pageTitle } from '../../../lib/guards.ts';
import { EarningsError } from './-components/earnings-error.tsx';
import { EarningsPage } from './-components/earnings-page.tsx';

export const Route = createFileRoute('/_app/influencer/earnings')({
  loader: () => fetchEarnings(),
  head: () => pageTitle(titles.influencerEarnings),
  errorComponent: EarningsError,
  component: Earnings,
});

function Earnings() {
  return <EarningsPage data={Route.useLoaderData()} />;
}
