import { createFileRoute } from '@tanstack/react-router';
import { fetchMyProfile } from '../../../api/my-profile.ts';
import { pageTitle } from '../../../lib/guards.ts';
import { ProfilePage } from '../-components/profile-page.tsx';
import { titles } from '../../../content/titles.ts';

export const Route = createFileRoute('/_app/brand/profile')({
  loader: () => fetchMyProfile(),
  head: () => pageTitle(titles.brandProfile),
  component: BrandProfile,
});

function BrandProfile() {
  return <ProfilePage role="brand" profile={Route.useLoaderData()} />;
}
