import { createFileRoute } from '@tanstack/react-router';
import { fetchMyContracts } from '../../../api/contracts.ts';
import { fetchMyApplications, fetchMyMatches, fetchMyVerification } from '../../../api/creator.ts';
import { fetchMyProfile } from '../../../api/my-profile.ts';
import { RoleHome } from '../../../components/role-home.tsx';
import { pageTitle } from '../../../lib/guards.ts';
import { useAuthUser } from '../../../auth/use-auth.ts';
import { titles } from '../../../content/titles.ts';
import { CreatorError } from './-components/creator-error.tsx';
import { CreatorHome } from './-components/creator-home.tsx';

export const Route = createFileRoute('/_app/influencer/')({
  loader: async () => {
    const [verification, matches, applications, contracts, profile] = await Promise.all([fetchMyVerification(), fetchMyMatches(), fetchMyApplications(), fetchMyContracts(), fetchMyProfile()]);
    return { verification, matches, applications, contracts, profile };
  },
  head: () => pageTitle(titles.influencer),
  errorComponent: CreatorError,
  component: InfluencerHome,
});

function InfluencerHome() {
  const user = useAuthUser();
  const { profile, ...data } = Route.useLoaderData();
  if (!user?.role) return null;
  return (
    <>
      <RoleHome user={{ ...user, role: user.role }} facts={{ profile, verification: data.verification.status }} />
      <CreatorHome {...data} />
    </>
  );
}
