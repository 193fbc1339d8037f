import { createFileRoute } from '@tanstack/react-router';
import { fetchMyProfile } from '../../../api/my-profile.ts';
import { pageTitle } from '../../../lib/guards.ts';
import { ProfilePage } from '../-components/profile-page.tsx';
import { titles } from '../../../content/titles.ts';

export const Route = createFileRoute('/_app/influencer/profile')({
  loader: () => fetchMyProfile(),
  head: () => pageTitle(titles.influencerProfile),
  component: InfluencerProfile,
});

function InfluencerProfile() {
  return <ProfilePage role="influencer" profile={Route.useLoaderData()} />;
}
