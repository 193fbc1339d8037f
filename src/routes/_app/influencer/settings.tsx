import { createFileRoute } from '@tanstack/react-router';
import { fetchDeletionStatus } from '../../../api/account-deletion.ts';
import { fetchNoticeSettings } from '../../../api/notices.ts';
import { fetchTaxDetails } from '../../../api/receipts.ts';
import { pageTitle } from '../../../lib/guards.ts';
import { useAuthUser } from '../../../auth/use-auth.ts';
import { SettingsPage } from '../-components/settings-page.tsx';
import { titles } from '../../../content/titles.ts';

export const Route = createFileRoute('/_app/influencer/settings')({
  loader: async () => {
    const [deletion, tax, notices] = await Promise.all([fetchDeletionStatus(), fetchTaxDetails(), fetchNoticeSettings()]);
    return { deletion, tax, notices };
  },
  head: () => pageTitle(titles.influencerSettings),
  component: InfluencerSettings,
});

function InfluencerSettings() {
  const user = useAuthUser();
  const { deletion, tax, notices } = Route.useLoaderData();
  return user ? <SettingsPage user={user} deletion={deletion} tax={tax} notices={notices} /> : null;
}
