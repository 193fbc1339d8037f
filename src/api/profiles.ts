import * as v from 'valibot';
import type { OnboardingData } from '../domain/onboarding-types.ts';
import type { User } from '../domain/user-types.ts';
import { api, request } from '../lib/api.ts';
import { UserSchema } from './auth.ts';
import { ProfileSchema, type Profile } from './my-profile.ts';

export const checkUsername = (username: string) =>
  request(
    () => api.get(`profiles/username/${encodeURIComponent(username)}`).json(),
    (d) => v.parse(v.object({ available: v.boolean() }), d),
    'We could not check that username. Please try again.',
  );

/** Saves onboarding (spec: "only logged, never saved" — here it is saved). */
export const createProfile = (data: OnboardingData): Promise<{ user: User; profile: Profile }> => {
  const { email: _email, ...body } = data;
  return request(
    () => api.post('profiles/', { json: body }).json(),
    (d) => v.parse(Saved, d),
    'Your profile could not be saved. Please try again.',
  );
};

export const Saved = v.object({ user: UserSchema, profile: ProfileSchema });

/** An edit sends only what changed; the role and email are not edited here. A creator's bio and languages only here (issue 24). */
export type ProfilePatch = Partial<Omit<OnboardingData, 'email' | 'role'> & { bio: string; languages: string[] }>;

export const updateProfile = (patch: ProfilePatch) =>
  request(() => api.patch('profiles/me', { json: patch }).json(), (d) => v.parse(Saved, d), 'Your changes could not be saved. Please try again.');

/** Multipart, so the JSON content type of the client is removed for this call. */
export const uploadAvatar = (file: File) => {
  const form = new FormData();
  form.append('avatar', file);
  return request(
    () => api.post('profiles/me/avatar', { body: form, headers: { 'Content-Type': undefined } }).json(),
    (d) => v.parse(v.object({ user: UserSchema }), d).user,
    'Your photo could not be uploaded. Please try again.',
  );
};
