import * as v from 'valibot';
import type { OnboardingData } from '../../machines/onboardingTypes.ts';
import type { User } from '../../machines/types.ts';
import { api, request } from '../lib/api.ts';

const UserSchema = v.object({
  id: v.optional(v.string()),
  name: v.string(),
  email: v.string(),
  role: v.nullable(v.picklist(['brand', 'influencer', 'partner', 'admin'])),
  avatar: v.nullable(v.string()),
});
const ProfileSchema = v.looseObject({
  fullName: v.string(),
  username: v.string(),
  dob: v.string(),
  country: v.string(),
  role: v.picklist(['brand', 'influencer']),
  socialMedia: v.nullable(v.object({ platform: v.string(), handle: v.string() })),
  niches: v.array(v.string()),
  companyName: v.string(),
  industry: v.string(),
  marketingGoals: v.array(v.string()),
});
export type Profile = v.InferOutput<typeof ProfileSchema>;

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
    (d) => v.parse(v.object({ user: UserSchema, profile: ProfileSchema }), d),
    'Your profile could not be saved. Please try again.',
  );
};

export const fetchMyProfile = () =>
  request(() => api.get('profiles/me').json(), (d) => v.parse(v.object({ profile: ProfileSchema }), d).profile);
