import type { CreatorCard, Verification } from '../src/domain/campaign-types.ts';
import type { Account, ProfileRecord } from './types.ts';

/** The people part's lookups of creators, over PostgreSQL (people/creators.ts), where the other parts import them from. */
export { creatorById, creatorsByIds, verifiedCreators, type VerifiedCreator } from './people/creators.ts';

/** A creator as the server reasons about one: the account, its onboarding profile and its verification (if any). */
export interface CreatorRecord {
  account: Account;
  profile: ProfileRecord | null;
  verification: Verification | null;
}

/** The strings of a JSON list (a profile's niches or languages); anything else in it, or no list at all, gives none. */
export const stringList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** What lists, search and matches show of a creator: public figures only, never contact details. */
export function creatorCard(creator: CreatorRecord): CreatorCard {
  const platforms = (creator.verification?.platforms ?? []).map(({ platform, handle, followers, engagementRate }) => ({ platform, handle, followers, engagementRate }));
  return {
    id: creator.account.id,
    name: creator.account.name,
    username: typeof creator.profile?.username === 'string' ? creator.profile.username : '',
    avatar: creator.account.avatar,
    country: typeof creator.profile?.country === 'string' ? creator.profile.country : '',
    niches: stringList(creator.profile?.niches),
    platforms,
    totalFollowers: platforms.reduce((sum, p) => sum + p.followers, 0),
    verifiedAt: creator.verification?.status === 'verified' ? (creator.verification.decidedAt ?? '') : '',
  };
}
