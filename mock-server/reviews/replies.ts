import type { Review } from '../../src/domain/review-types.ts';
import type { ServerContext } from '../context.ts';
import { HttpError } from '../http.ts';
import type { Account } from '../types.ts';
import { isRevealed, reviewById, reviewView, setReply } from './records.ts';

export const NO_REVIEW = 'There is no such review.';

/**
 * The reviewed account answers a review once, after it is shown (before, it cannot be read). Runs in a transaction
 * that locks the review's row, so two replies racing leave one.
 */
export async function replyToReview(ctx: ServerContext, account: Account, reviewId: string, text: string): Promise<Review> {
  const found = await reviewById(ctx, reviewId, true);
  if (!found || found.r.hiddenAt !== null || found.r.subjectId !== account.id || !(await isRevealed(ctx, reviewId))) {
    // Only the reviewed side may reply; to anyone else (or before it is shown) it does not exist here.
    throw new HttpError(404, NO_REVIEW);
  }
  if (found.r.reply !== null) throw new HttpError(409, 'You have already replied to this review.');
  await setReply(ctx, reviewId, text, new Date(ctx.clock.now()).toISOString());
  return reviewView((await reviewById(ctx, reviewId))!);
}
