import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { engagementBandOf, followerBandOf, type CreatorPage, type CreatorPackage } from '../../src/domain/creator-page.ts';
import type { Platform } from '../../src/domain/onboarding-types.ts';
import type { ServerContext } from '../context.ts';
import { creatorById, stringList } from '../creators.ts';
import { profiles } from '../db/schema/people.ts';
import { creatorPackages } from '../db/schema/reviews.ts';
import { HttpError } from '../http.ts';
import { ratingOf, revealedAbout } from '../reviews/records.ts';
import { publicPastWork } from './past-work.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The account whose username this is, whatever its case, over the unique lower(username) index. */
async function accountOfUsername(ctx: ServerContext, username: string): Promise<string | null> {
  const [row] = await ctx.db.select({ accountId: profiles.accountId }).from(profiles).where(sql`lower(${profiles.username}) = lower(${username})`);
  return row?.accountId ?? null;
}

type PackageRow = typeof creatorPackages.$inferSelect;
export const toPackage = (r: PackageRow): CreatorPackage => ({
  id: r.id, title: r.title, description: r.description, platforms: r.platforms as Platform[], price: r.price, currency: r.currency,
  deliveryDays: r.deliveryDays, deliverables: r.deliverables, version: r.version,
});

/** The creator's packages on sale (not withdrawn), in their page's order. */
export async function packagesOf(ctx: ServerContext, creatorId: string): Promise<CreatorPackage[]> {
  const rows = await ctx.db.select().from(creatorPackages).where(and(eq(creatorPackages.creatorId, creatorId), isNull(creatorPackages.withdrawnAt))).orderBy(asc(creatorPackages.seq));
  return rows.map(toPackage);
}

/**
 * A verified creator's public page (issue 24): the profile's photo, bio, country, languages and niches; each verified
 * platform with its follower and engagement bands (never the exact figures); the rating and the revealed reviews;
 * the packages; the past work its brands agreed to show. A username that is no verified creator's is 404, as the directory lists verified creators only.
 */
export async function creatorPage(ctx: ServerContext, username: string): Promise<CreatorPage> {
  const accountId = await accountOfUsername(ctx, username);
  const creator = accountId ? await creatorById(ctx, accountId) : null;
  if (!creator || creator.account.role !== 'influencer' || creator.verification?.status !== 'verified' || !creator.profile) {
    throw new HttpError(404, 'There is no creator with this username on Sauti.');
  }
  const { account, profile, verification } = creator;
  return {
    name: account.name,
    username: text(profile.username),
    avatar: account.avatar,
    bio: text(profile.bio),
    country: text(profile.country),
    languages: stringList(profile.languages),
    niches: stringList(profile.niches),
    platforms: verification.platforms.map((p) => ({ platform: p.platform, handle: p.handle, followerBand: followerBandOf(p.followers), engagementBand: engagementBandOf(p.engagementRate) })),
    verifiedAt: verification.decidedAt ?? '',
    rating: await ratingOf(ctx, account.id),
    // The page shows no contract: each review leaves without its id.
    reviews: (await revealedAbout(ctx, account.id)).map(({ contractId: _contract, ...review }) => review),
    packages: await packagesOf(ctx, account.id),
    pastWork: await publicPastWork(ctx, account.id),
  };
}
