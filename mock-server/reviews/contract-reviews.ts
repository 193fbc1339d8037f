import type { Contract } from '../../src/domain/campaign-types.ts';
import type { ContractReviews, Review, ReviewSide } from '../../src/domain/review-types.ts';
import type { ServerContext } from '../context.ts';
import { otherSide, sideOf } from '../delivery/disputes.ts';
import { HttpError } from '../http.ts';
import { notify } from '../notify.ts';
import type { Account } from '../types.ts';
import type { ReviewBody } from './bodies.ts';
import { insertReview, reviewsOfContract, reviewView } from './records.ts';
import { reviewWindow } from './window.ts';

const subjectOf = (contract: Contract, side: ReviewSide) => (side === 'brand' ? contract.creatorId : contract.brandId);

/**
 * A contract's reviews as `account` sees them: its own always; the other side's only once revealed (both written,
 * or the window closed), before that only that it was written. An admin sees both once revealed.
 */
export async function contractReviews(ctx: ServerContext, account: Account, contract: Contract): Promise<ContractReviews> {
  const window = await reviewWindow(ctx, contract);
  const rows = await reviewsOfContract(ctx, contract.id);
  const side: ReviewSide | null = account.role === 'admin' ? null : sideOf(account);
  const closed = window.closesAt !== null && ctx.clock.now() >= Date.parse(window.closesAt);
  const revealed = rows.length === 2 || (closed && rows.length > 0);
  const bySide = (s: ReviewSide): Review | null => {
    const row = rows.find((r) => r.r.authorSide === s && r.r.hiddenAt === null);
    return row ? reviewView(row) : null;
  };
  const mineSide = side ?? 'brand';
  const theirsSide = otherSide(mineSide);
  return {
    ...window,
    revealed,
    side,
    mine: side === null ? (revealed ? bySide('brand') : null) : bySide(side),
    mineRemoved: side !== null && rows.some((r) => r.r.authorSide === side && r.r.hiddenAt !== null),
    theirs: revealed ? bySide(theirsSide) : null,
    theirsWritten: rows.some((r) => r.r.authorSide === theirsSide),
  };
}

/**
 * Writes the caller's review, once, inside the window. Runs in the caller's transaction, which locked the contract's
 * row, so the two sides' reviews (and a double click) are checked one after the other. The other side is told a
 * review waits for theirs, without what it says.
 */
export async function writeReview(ctx: ServerContext, account: Account, contract: Contract, body: ReviewBody): Promise<Review> {
  const side = sideOf(account);
  const window = await reviewWindow(ctx, contract);
  if (!window.reviewable) {
    throw new HttpError(409, contract.status === 'active'
      ? 'This contract is still active: reviews open when it ends.'
      : 'This contract ended without its work being delivered, so it cannot be reviewed.');
  }
  if (!window.open) throw new HttpError(409, 'The 14 days to review this contract have passed.');
  const rows = await reviewsOfContract(ctx, contract.id);
  if (rows.some((r) => r.r.authorSide === side)) throw new HttpError(409, 'You have already reviewed this contract.');

  const now = new Date(ctx.clock.now()).toISOString();
  const id = ctx.random.id();
  await insertReview(ctx, {
    id, contractId: contract.id, campaignId: contract.campaignId, authorSide: side, authorId: account.id,
    subjectId: subjectOf(contract, side), rating: body.rating, text: body.text, createdAt: now,
  });
  const written = (await reviewsOfContract(ctx, contract.id)).find((r) => r.r.id === id)!;
  const review = reviewView(written);
  const other = otherSide(side);
  const both = rows.length === 1;
  await notify(ctx, {
    userId: subjectOf(contract, side),
    type: both ? 'reviews_revealed' : 'review_waiting',
    href: other === 'brand' ? `/brand/contracts/${contract.id}` : `/influencer/contracts/${contract.id}`,
    title: both ? `Reviews shown: ${review.campaignTitle}` : `${review.authorName} reviewed you: ${review.campaignTitle}`,
    body: both
      ? `Both sides have reviewed the contract for "${review.campaignTitle}", so both reviews are now shown.`
      : `${review.authorName} wrote a review of the contract for "${review.campaignTitle}". It is shown once you write yours, or when the 14 days to review end on ${window.closesAt!.slice(0, 10)}.`,
  });
  return review;
}
