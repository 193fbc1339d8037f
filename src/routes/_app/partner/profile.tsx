import { createFileRoute } from '@tanstack/react-router';
import { fetchMyProfile } from '../../../api/my-profile.ts';
import { pageTitle } from '../../../lib/guards.ts';
import { ProfilePage } from '../-components/profile-page.tsx';
import { titles } from '../../../content/titles.ts';

export const Route = createFileRoute('/_app/partner/profile')({
  loader: () => fetchMyProfile(),
  head: () => pageTitle(titles.partnerProfile),
  component: PartnerProfile,
});

function PartnerProfile() {
  return <ProfilePage role="partner" profile={Route.useLoaderData()} />;
}
