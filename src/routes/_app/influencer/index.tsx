import { createFileRoute } from '@tanstack/react-router';
import { fetchMyContracts } from '../../../api/contracts.ts';
import { fetchMyApplications, fetchMyMatches, fetchMyVerification } from '../../../api/creator.ts';
import { fetchMyProfile } from '../../../api/my-profile.ts';
import { fetchTrackRecords } from '../../../api/reviews.ts';
import { RoleHome } from '../../../components/role-home.tsx';
import { pageTitle } from '../../../lib/guards.ts';
import { useAuthUser } from '../../../auth/use-auth.ts';
import { titles } from '../../../content/titles.ts';
import { CreatorError } from './-components/creator-error.tsx';
import { CreatorHome } from './-components/creator-home.tsx';

export const Route = createFileRoute('/_app/influencer/')({
  loader: async () => {
    const [verification, matches, applications, contracts, profile] = await Promise.all([fetchMyVerification(), fetchMyMatches(), fetchMyApplications(), fetchMyContracts(), fetchMyProfile()]);
    // The record of each brand that invited this creator (issue 24); a record that fails to load is left out.
    const invitedBy = applications.filter((a) => a.application.status === 'invited').map((a) => a.campaign.brandId);
    return { verification, matches, applications, contracts, profile, trackRecords: await fetchTrackRecords(invitedBy) };
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
