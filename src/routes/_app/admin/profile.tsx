import { createFileRoute } from '@tanstack/react-router';
import { fetchMyProfile } from '../../../api/my-profile.ts';
import { pageTitle } from '../../../lib/guards.ts';
import { ProfilePage } from '../-components/profile-page.tsx';
import { titles } from '../../../content/titles.ts';

export const Route = createFileRoute('/_app/admin/profile')({
  loader: () => fetchMyProfile(),
  head: () => pageTitle(titles.adminProfile),
  component: AdminProfile,
});

function AdminProfile() {
  return <ProfilePage role="admin" profile={Route.useLoaderData()} />;
}
