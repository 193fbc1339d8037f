import { useId, type ReactNode } from 'react';
import type { PublicReviewView } from '../api/reviews.ts';
import { reviewPanel, stars } from '../content/reviews.ts';
import { formatDate } from '../lib/dates.ts';

/** Five stars drawn for the eye; the words are what a screen reader reads. */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden="true" className="tracking-wider text-amber-700 dark:text-amber-300">{'★'.repeat(rating)}{'☆'.repeat(5 - rating)}</span>
      <span className="text-sm font-medium">{stars(rating)}</span>
    </span>
  );
}

interface Props {
  review: PublicReviewView;
  /** The card's heading, e.g. "Your review" or "Duka Fresh’s review of you". */
  heading: string;
  headingLevel?: 'h3' | 'h4';
  /** Under the review: the reply and report actions. */
  children?: ReactNode;
}

/** One review as shown on the contract pages and a creator's public page: its stars, words, date and any reply. */
export function ReviewCard({ review, heading, headingLevel: H = 'h3', children }: Props) {
  // Not the review's id: the admin's queue lists one card per report, and two reports of one review would share it.
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} data-review-id={review.id} className="space-y-2 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <H id={headingId} tabIndex={-1} className="font-semibold">{heading}</H>
      <Stars rating={review.rating} />
      <p>{review.text}</p>
      <p className="text-sm text-slate-600 dark:text-slate-300">{review.campaignTitle} · {formatDate(review.createdAt)}</p>
      {review.reply && (
        <div className="ml-4 border-l-4 border-slate-300 pl-3 dark:border-slate-600">
          <p className="text-sm font-semibold">{reviewPanel.reply.shown(review.by === 'brand' ? 'the creator' : 'the brand')}</p>
          <p>{review.reply.text}</p>
        </div>
      )}
      {children}
    </article>
  );
}
