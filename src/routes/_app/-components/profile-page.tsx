import type { ReactNode } from 'react';
import type { Role } from '../../../domain/user-types.ts';
import type { Profile } from '../../../api/my-profile.ts';
import { emptyOnboarding } from '../../../domain/onboarding-types.ts';
import { useAuthUser } from '../../../auth/use-auth.ts';
import { AvatarUpload } from './avatar-upload.tsx';
import { ProfileForm } from './profile-form.tsx';

/** /{role}/profile: the data saved at onboarding, and its edit; `children` after it (a creator's packages). */
export function ProfilePage({ role, profile, children }: { role: Role; profile: Profile | null; children?: ReactNode }) {
  const user = useAuthUser();
  if (!user) return null;
  const { email: _email, role: _role, ...blank } = emptyOnboarding();
  const values: Profile = { ...blank, ...profile, fullName: profile?.fullName || user.name };
  return (
    <section className="mx-auto max-w-2xl space-y-8 p-6">
      <h1 className="text-3xl font-bold tracking-tight">Your profile</h1>
      <AvatarUpload user={user} />
      <ProfileForm role={role} profile={values} />
      {children}
    </section>
  );
}
