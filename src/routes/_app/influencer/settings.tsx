import { createFileRoute } from '@tanstack/react-router';
import { fetchDeletionStatus } from '../../../api/account-deletion.ts';
import { fetchTaxDetails } from '../../../api/receipts.ts';
import { pageTitle } from '../../../lib/guards.ts';
import { useAuthUser } from '../../../auth/use-auth.ts';
import { SettingsPage } from '../-components/settings-page.tsx';
import { titles } from '../../../content/titles.ts';

export const Route = createFileRoute('/_app/influencer/settings')({
  loader: async () => {
    const [deletion, tax] = await Promise.all([fetchDeletionStatus(), fetchTaxDetails()]);
    return { deletion, tax };
  },
  head: () => pageTitle(titles.influencerSettings),
  component: InfluencerSettings,
});

function InfluencerSettings() {
  const user = useAuthUser();
  const { deletion, tax } = Route.useLoaderData();
  return user ? <SettingsPage user={user} deletion={deletion} tax={tax} /> : null;
}
