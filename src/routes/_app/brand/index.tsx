import { createFileRoute } from '@tanstack/react-router';
import { fetchMyCampaigns } from '../../../api/campaigns.ts';
import { RoleHome } from '../../../components/role-home.tsx';
import { pageTitle, requireUser } from '../../../lib/guards.ts';
import { useAuthUser } from '../../../lib/use-auth.ts';
import { titles } from '../../../content/titles.ts';
import { BrandCampaigns } from './-components/brand-campaigns.tsx';
import { CampaignError } from './-components/campaign-error.tsx';

export const Route = createFileRoute('/_app/brand/')({
  beforeLoad: (args) => requireUser(args, ['brand']),
  loader: () => fetchMyCampaigns(),
  head: () => pageTitle(titles.brand),
  errorComponent: CampaignError,
  component: BrandHome,
});

function BrandHome() {
  const user = useAuthUser();
  const campaigns = Route.useLoaderData();
  if (!user?.role) return null;
  return (
    <>
      <RoleHome user={{ ...user, role: user.role }} />
      <div className="mx-auto max-w-5xl px-6 pb-6">
        <BrandCampaigns campaigns={campaigns} />
      </div>
    </>
  );
}
