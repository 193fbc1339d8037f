import type { CreatorCard, Verification } from '../machines/campaignTypes.ts';
import type { ServerContext } from './context.ts';
import type { Account, ProfileRecord } from './types.ts';

/** A creator as the server reasons about one: the account, its onboarding profile and its verification (if any). */
export interface CreatorRecord {
  account: Account;
  profile: ProfileRecord | null;
  verification: Verification | null;
}

const stringList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/**
 * PG-MERGE: dual write. The synchronous twins of people/creators.ts's creatorById and verifiedCreators, reading the
 * lowdb copies the people part still mirrors, for the other parts' callers until the merge moves them to the async
 * ones (and deletes these).
 */
export function creatorById(ctx: ServerContext, id: string): CreatorRecord | null {
  const account = ctx.store.get('accounts').find({ id }).value(); // PG-MERGE: dual write
  if (!account || account.role !== 'influencer') return null;
  return {
    account,
    profile: ctx.store.get('profiles').find({ accountId: id }).value() ?? null, // PG-MERGE: dual write
    verification: ctx.store.get('verifications').find({ creatorId: id }).value() ?? null, // PG-MERGE: dual write
  };
}

/** PG-MERGE: dual write (see creatorById above). */
export function verifiedCreators(ctx: ServerContext): Array<CreatorRecord & { verification: Verification }> {
  return ctx.store
    .get('verifications') // PG-MERGE: dual write
    .filter({ status: 'verified' })
    .value()
    .map((v) => creatorById(ctx, v.creatorId))
    .filter((c): c is CreatorRecord & { verification: Verification } => c !== null && c.verification?.status === 'verified');
}

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
