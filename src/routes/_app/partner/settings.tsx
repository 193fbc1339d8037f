import { createFileRoute } from '@tanstack/react-router';
import { fetchDeletionStatus } from '../../../api/account-deletion.ts';
import { pageTitle } from '../../../lib/guards.ts';
import { useAuthUser } from '../../../auth/use-auth.ts';
import { SettingsPage } from '../-components/settings-page.tsx';
import { titles } from '../../../content/titles.ts';

export const Route = createFileRoute('/_app/partner/settings')({
  loader: () => fetchDeletionStatus(),
  head: () => pageTitle(titles.partnerSettings),
  component: PartnerSettings,
});

function PartnerSettings() {
  const user = useAuthUser();
  const deletion = Route.useLoaderData();
  return user ? <SettingsPage user={user} deletion={deletion} /> : null;
}
