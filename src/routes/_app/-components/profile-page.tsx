import type { Role } from '../../../domain/user-types.ts';
import type { Profile } from '../../../api/my-profile.ts';
import { emptyOnboarding } from '../../../domain/onboarding-types.ts';
import { useAuthUser } from '../../../auth/use-auth.ts';
import { AvatarUpload } from './avatar-upload.tsx';
import { ProfileForm } from './profile-form.tsx';

/** /{role}/profile: the data saved at onboarding, and its edit. */
export function ProfilePage({ role, profile }: { role: Role; profile: Profile | null }) {
  const user = useAuthUser();
  if (!user) return null;
  const { email: _email, role: _role, ...blank } = emptyOnboarding();
  const values: Profile = { ...blank, ...profile, fullName: profile?.fullName || user.name };
  return (
    <section className="mx-auto max-w-2xl space-y-8 p-6">
      <h1 className="text-3xl font-bold tracking-tight">Your profile</h1>
      <AvatarUpload user={user} />
      <ProfileForm role={role} profile={values} />
    </section>
  );
}
