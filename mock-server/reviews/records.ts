import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { RatingSummary, Review, ReviewSide } from '../../src/domain/review-types.ts';
import type { ServerContext } from '../context.ts';
import { accounts } from '../db/schema/people.ts';
import { campaigns, contracts } from '../db/schema/campaigns.ts';
import { reviews } from '../db/schema/reviews.ts';
import { otherSide } from '../delivery/disputes.ts';
import { REVIEW_WINDOW_MS } from './window.ts';

/**
 * Review rows and their views (issue 24). A review names its author as the other side knows them: a brand by its
 * campaign's brand name, a creator by their account's name. The reveal rule lives once, in `revealedSql`.
 */
export type ReviewRow = typeof reviews.$inferSelect;
/** The name shown for an account since deleted. */
export const FORMER = 'A former Sauti member';
const creator = alias(accounts, 'review_creator');

/** A review with what its view needs: the campaign's title and both sides' names. */
const select = (ctx: ServerContext) => selectReviews(ctx, {});

/** `select` with more columns beside the review's, from tables the caller joins (an admin's report and its reporter). */
export const selectReviews = <Extra extends SelectedFields>(ctx: ServerContext, extra: Extra) => ctx.db
  .select({ r: reviews, title: campaigns.title, brandName: campaigns.brandName, creatorName: creator.name, ...extra })
  .from(reviews)
  .innerJoin(contracts, eq(contracts.id, reviews.contractId))
  .innerJoin(campaigns, eq(campaigns.id, reviews.campaignId))
  .leftJoin(creator, eq(creator.id, contracts.creatorId));

export type Joined = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const nameOf = (j: Joined, side: ReviewSide) => (side === 'brand' ? j.brandName : j.creatorName || FORMER);

export function reviewView(j: Joined): Review {
  const { r } = j;
  const by = r.authorSide as ReviewSide;
  return {
    id: r.id, contractId: r.contractId, campaignTitle: j.title, by, authorName: nameOf(j, by),
    rating: r.rating, text: r.text, createdAt: r.createdAt,
    reply: r.reply && r.repliedAt ? { text: r.reply, at: r.repliedAt } : null,
  };
}

export const subjectName = (j: Joined) => nameOf(j, otherSide(j.r.authorSide as ReviewSide));

/**
 * Shown to others: not removed by an admin, and both sides have written theirs or the contract's window has closed
 * (ended_at + 14 days, on the server's clock). The one place the reveal is decided, for every list.
 */
export function revealedSql(now: number): SQL {
  const closedBefore = new Date(now - REVIEW_WINDOW_MS).toISOString();
  return sql`(${reviews.hiddenAt} is null and (${contracts.endedAt} <= ${closedBefore} or exists (
    select 1 from ${reviews} as o where o.contract_id = ${reviews.contractId} and o.author_side <> ${reviews.authorSide})))`;
}

/** A contract's reviews (at most one per side), with their joined names; `lock` takes their rows. */
export async function reviewsOfContract(ctx: ServerContext, contractId: string): Promise<Joined[]> {
  return select(ctx).where(eq(reviews.contractId, contractId));
}

export async function reviewById(ctx: ServerContext, id: string, lock = false): Promise<Joined | null> {
  const query = select(ctx).where(eq(reviews.id, id));
  const [row] = lock ? await query.for('update', { of: reviews }) : await query;
  return row ?? null;
}

/** One review is revealed (as revealedSql says), read with the same rule. */
export async function isRevealed(ctx: ServerContext, id: string): Promise<boolean> {
  const [row] = await ctx.db.select({ id: reviews.id }).from(reviews)
    .innerJoin(contracts, eq(contracts.id, reviews.contractId))
    .where(and(eq(reviews.id, id), revealedSql(ctx.clock.now())));
  return row !== undefined;
}

/** The revealed reviews about an account, newest first, over the subject index. */
export async function revealedAbout(ctx: ServerContext, subjectId: string, limit = 20): Promise<Review[]> {
  const rows = await select(ctx).where(and(eq(reviews.subjectId, subjectId), revealedSql(ctx.clock.now())))
    .orderBy(desc(reviews.createdAt), desc(reviews.seq)).limit(limit);
  return rows.map(reviewView);
}

/** The average (one decimal) and count of the revealed ratings about an account. */
export async function ratingOf(ctx: ServerContext, subjectId: string): Promise<RatingSummary> {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int`, avg: sql<string | null>`avg(${reviews.rating})` })
    .from(reviews).innerJoin(contracts, eq(contracts.id, reviews.contractId))
    .where(and(eq(reviews.subjectId, subjectId), revealedSql(ctx.clock.now())));
  const count = Number(row?.n ?? 0);
  return { count, average: count > 0 && row?.avg != null ? Math.round(Number(row.avg) * 10) / 10 : null };
}

export async function insertReview(ctx: ServerContext, row: typeof reviews.$inferInsert): Promise<void> {
  await ctx.db.insert(reviews).values(row);
}

export async function setReply(ctx: ServerContext, id: string, text: string, at: string): Promise<void> {
  await ctx.db.update(reviews).set({ reply: text, repliedAt: at }).where(and(eq(reviews.id, id), isNull(reviews.reply)));
}

export async function hideReview(ctx: ServerContext, id: string, at: string): Promise<void> {
  await ctx.db.update(reviews).set({ hiddenAt: at }).where(and(eq(reviews.id, id), isNull(reviews.hiddenAt)));
}
