import { createFileRoute } from '@tanstack/react-router';
import { fetchDeletionStatus } from '../../../api/account-deletion.ts';
import { fetchNoticeSettings } from '../../../api/notices.ts';
import { pageTitle } from '../../../lib/guards.ts';
import { useAuthUser } from '../../../auth/use-auth.ts';
import { SettingsPage } from '../-components/settings-page.tsx';
import { titles } from '../../../content/titles.ts';

export const Route = createFileRoute('/_app/partner/settings')({
  loader: async () => {
    const [deletion, notices] = await Promise.all([fetchDeletionStatus(), fetchNoticeSettings()]);
    return { deletion, notices };
  },
  head: () => pageTitle(titles.partnerSettings),
  component: PartnerSettings,
});

function PartnerSettings() {
  const user = useAuthUser();
  const { deletion, notices } = Route.useLoaderData();
  return user ? <SettingsPage user={user} deletion={deletion} notices={notices} /> : null;
}
