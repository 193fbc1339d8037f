import { createFileRoute } from '@tanstack/react-router';
import { fetchDeletionStatus } from '../../../api/account-deletion.ts';
import { fetchBrandPartners } from '../../../api/partners.ts';
import { fetchNoticeSettings } from '../../../api/notices.ts';
import { fetchTaxDetails } from '../../../api/receipts.ts';
import { pageTitle } from '../../../lib/guards.ts';
import { useAuthUser } from '../../../auth/use-auth.ts';
import { SettingsPage } from '../-components/settings-page.tsx';
import { BrandPartnersPanel } from './-components/brand-partners.tsx';
import { titles } from '../../../content/titles.ts';

export const Route = createFileRoute('/_app/brand/settings')({
  loader: async () => {
    const [deletion, tax, partners, notices] = await Promise.all([fetchDeletionStatus(), fetchTaxDetails(), fetchBrandPartners(), fetchNoticeSettings()]);
    return { deletion, tax, partners, notices };
  },
  head: () => pageTitle(titles.brandSettings),
  component: BrandSettings,
});

function BrandSettings() {
  const user = useAuthUser();
  const { deletion, tax, partners, notices } = Route.useLoaderData();
  return user ? <SettingsPage user={user} deletion={deletion} tax={tax} notices={notices} extra={<BrandPartnersPanel data={partners} />} /> : null;
}
