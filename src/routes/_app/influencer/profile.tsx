import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { fetchMyPackages } from '../../../api/my-packages.ts';
import { fetchMyProfile } from '../../../api/my-profile.ts';
import { pageTitle } from '../../../lib/guards.ts';
import { ProfilePage } from '../-components/profile-page.tsx';
import { titles } from '../../../content/titles.ts';

/** The package editor (issue 24) loads after the profile form, so the page's first load does not carry it. */
const PackageEditor = lazy(() => import('./-components/package-editor.tsx'));

export const Route = createFileRoute('/_app/influencer/profile')({
  loader: async () => {
    const [profile, packages] = await Promise.all([fetchMyProfile(), fetchMyPackages()]);
    return { profile, packages };
  },
  head: () => pageTitle(titles.influencerProfile),
  component: InfluencerProfile,
});

function InfluencerProfile() {
  const { profile, packages } = Route.useLoaderData();
  return (
    <ProfilePage role="influencer" profile={profile}>
      <Suspense fallback={null}><PackageEditor packages={packages.items} verified={packages.verified} /></Suspense>
    </ProfilePage>
  );
}
