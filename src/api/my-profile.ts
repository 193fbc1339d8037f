import * as v from 'valibot';
import { PLATFORMS } from '../domain/catalog.ts';
import { api, request } from '../lib/api.ts';

/**
 * The caller's saved profile, read by the homes and the profile pages; on its own so a home loads none of the
 * profile writes (src/api/profiles.ts). Partners and admins never onboarded, so every field may be missing until
 * their first edit.
 */
export const ProfileSchema = v.looseObject({
  fullName: v.optional(v.string(), ''),
  username: v.optional(v.string(), ''),
  dob: v.optional(v.string(), ''),
  country: v.optional(v.string(), ''),
  socialMedia: v.optional(v.nullable(v.object({ platform: v.picklist(PLATFORMS), handle: v.string() })), null),
  niches: v.optional(v.array(v.string()), []),
  companyName: v.optional(v.string(), ''),
  industry: v.optional(v.string(), ''),
  marketingGoals: v.optional(v.array(v.string()), []),
  // A creator's public page (issue 24): set on the profile page, never at onboarding.
  bio: v.optional(v.string()),
  languages: v.optional(v.array(v.string())),
});
export type Profile = v.InferOutput<typeof ProfileSchema>;

/** The caller's profile, or null when there is none yet (partners and admins). */
export const fetchMyProfile = async (): Promise<Profile | null> => {
  try {
    return await request(() => api.get('profiles/me').json(), (d) => v.parse(v.object({ profile: ProfileSchema }), d).profile);
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
};
