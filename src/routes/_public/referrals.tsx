import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../lib/guards.ts';
import { titles } from '../../content/titles.ts';
import { ReferralsPage } from './-components/referrals-page.tsx';

export const Route = createFileRoute('/_public/referrals')({
  head: () => pageTitle(titles.referrals),
  // A signed-in partner's link and referred brands; everyone else (and the prerendered page) reads what the programme is.
  loader: async ({ context }) => {
    if (context.prerendering || (await context.auth.user())?.role !== 'partner') return { referrals: null, failed: false };
    try {
      const { fetchReferrals } = await import('../../api/partners.ts');
      return { referrals: await fetchReferrals(), failed: false };
    } catch {
      return { referrals: null, failed: true };
    }
  },
  component: Referrals,
});

function Referrals() {
  const { referrals, failed } = Route.useLoaderData();
  return <ReferralsPage referrals={referrals} failed={failed} />;
}
