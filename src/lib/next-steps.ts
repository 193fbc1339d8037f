import type { VerificationStatus } from '../domain/campaign-types.ts';
import type { Profile } from '../api/my-profile.ts';

/** What the account has really done, read from the server, for the home's "Next steps". */
export interface AccountFacts {
  profile: Profile | null;
  verification?: VerificationStatus;
}

/**
 * The hrefs of the next steps already done: a brand whose company name and industry are saved; a creator who is
 * verified (verification checked their platform) or whose profile has a platform and niches.
 */
export function doneSteps({ profile, verification }: AccountFacts): Set<string> {
  const done = new Set<string>();
  if (profile?.companyName.trim() && profile.industry.trim()) done.add('/brand/profile');
  if (verification === 'verified' || (profile?.socialMedia && profile.niches.length > 0)) done.add('/influencer/profile');
  return done;
}
