import { createFileRoute } from '@tanstack/react-router';
import { fetchMyCampaigns } from '../../../api/campaigns.ts';
import { fetchMyProfile } from '../../../api/my-profile.ts';
import { RoleHome } from '../../../components/role-home.tsx';
import { pageTitle } from '../../../lib/guards.ts';
import { useAuthUser } from '../../../auth/use-auth.ts';
import { titles } from '../../../content/titles.ts';
import { BrandCampaigns } from './-components/brand-campaigns.tsx';
import { CampaignError } from './-components/campaign-error.tsx';

export const Route = createFileRoute('/_app/brand/')({
  loader: async () => {
    const [campaigns, profile] = await Promise.all([fetchMyCampaigns(), fetchMyProfile()]);
    return { campaigns, profile };
  },
  head: () => pageTitle(titles.brand),
  errorComponent: CampaignError,
  component: BrandHome,
});

function BrandHome() {
  const user = useAuthUser();
  const { campaigns, profile } = Route.useLoaderData();
  if (!user?.role) return null;
  return (
    <>
      <RoleHome user={{ ...user, role: user.role }} facts={{ profile }} />
      <div className="mx-auto max-w-5xl px-6 pb-6">
        <BrandCampaigns campaigns={campaigns} />
      </div>
    </>
  );
}
