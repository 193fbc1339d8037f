import { createFileRoute } from '@tanstack/react-router';
import { fetchMyProfile } from '../../../api/my-profile.ts';
import { pageTitle, requireUser } from '../../../lib/guards.ts';
import { ProfilePage } from '../-components/profile-page.tsx';
import { titles } from '../../../content/titles.ts';

export const Route = createFileRoute('/_app/brand/profile')({
  beforeLoad: (args) => requireUser(args, ['brand']),
  loader: () => fetchMyProfile(),
  head: () => pageTitle(titles.brandProfile),
  component: BrandProfile,
});

function BrandProfile() {
  return <ProfilePage role="brand" profile={Route.useLoaderData()} />;
}
