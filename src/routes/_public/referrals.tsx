import { createFileRoute } from '@tanstack/react-router';
import { infoPages } from '../../content/info-pages.ts';
import { pageTitle } from '../../lib/guards.ts';
import { InfoPage } from './-components/info-page.tsx';

export const Route = createFileRoute('/_public/referrals')({
  head: () => pageTitle(infoPages.referrals.title),
  component: ReferralsPage,
});

function ReferralsPage() {
  return <InfoPage page={infoPages.referrals} />;
}
