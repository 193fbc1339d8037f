import { createFileRoute } from '@tanstack/react-router';
import { infoPages } from '../../content/info-pages.ts';
import { pageTitle } from '../../lib/guards.ts';
import { InfoPage } from './-components/info-page.tsx';
import { titles } from '../../content/titles.ts';

export const Route = createFileRoute('/_public/referrals')({
  head: () => pageTitle(titles.referrals),
  component: ReferralsPage,
});

function ReferralsPage() {
  return <InfoPage page={infoPages.referrals} />;
}
