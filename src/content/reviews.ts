import type { ReviewSide } from '../domain/review-types.ts';
import { REPORT_REASON, REVIEW_TEXT, REVIEW_WINDOW_DAYS } from '../domain/review-types.ts';

/** Reviews both ways (issue 24): the contract pages' panel, replies and reports, the admin's queue, a brand's record. */
const theOther = (side: ReviewSide) => (side === 'brand' ? 'the creator' : 'the brand');

export const stars = (rating: number) => `${rating} out of 5 stars`;

export const reviewPanel = {
  heading: 'Reviews',
  intro: (side: ReviewSide) => `Rate ${theOther(side)} from 1 to 5 with a short review. Each review stays hidden until both of you have written yours, or the ${REVIEW_WINDOW_DAYS} days to review end, so neither answers the other.`,
  active: (side: ReviewSide) => `Once this contract ends, you and ${theOther(side)} can review each other for ${REVIEW_WINDOW_DAYS} days.`,
  notReviewable: 'This contract ended before its work was delivered, so it has no reviews.',
  closesOn: (date: string) => `Reviews close on ${date}.`,
  closed: (date: string) => `The ${REVIEW_WINDOW_DAYS} days to review this contract ended on ${date}.`,
  form: {
    legend: (side: ReviewSide) => `Your rating of ${theOther(side)}`,
    star: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
    ratingError: 'Choose a rating from 1 to 5 stars.',
    text: 'Your review',
    hint: `${REVIEW_TEXT.min} to ${REVIEW_TEXT.max} characters: what went well, and what could be better.`,
    textError: `Write your review, in at least ${REVIEW_TEXT.min} characters.`,
    submit: 'Send review',
    done: 'Your review was sent.',
  },
  mine: 'Your review',
  hidden: (side: ReviewSide, date: string) => `Hidden from ${theOther(side)} until they write theirs, or the review window ends on ${date}.`,
  mineRemoved: 'Your review was removed by Sauti’s team, as it broke our rules. You cannot write another for this contract.',
  theirsWaiting: (side: ReviewSide) => `${theOther(side)[0]!.toUpperCase()}${theOther(side).slice(1)} has written a review of you. It shows once you write yours.`,
  theirs: (name: string) => `${name}’s review of you`,
  reply: {
    open: 'Reply',
    label: 'Your reply',
    hint: 'One reply, shown under the review.',
    error: 'Write your reply, in at least 2 characters.',
    submit: 'Send reply',
    cancel: 'Cancel',
    done: 'Your reply was sent.',
    shown: (name: string) => `Reply from ${name}`,
  },
  report: {
    open: 'Report this review',
    title: 'Report this review',
    label: 'What is wrong with this review?',
    hint: `Sauti’s team reads every report and removes reviews that break our rules. ${REPORT_REASON.min} to ${REPORT_REASON.max} characters.`,
    error: `Tell us what is wrong, in at least ${REPORT_REASON.min} characters.`,
    submit: 'Send report',
    cancel: 'Cancel',
    close: 'Close',
    done: 'Thank you. Your report was sent to Sauti’s team.',
  },
} as const;

export const reviewReports = {
  title: 'Reported reviews',
  queueLink: (n: number) => (n === 1 ? '1 reported review' : `${n} reported reviews`),
  count: (n: number) => (n === 1 ? '1 report waits for a decision.' : `${n} reports wait for a decision.`),
  intro: 'Reviews people reported. Keep a review that follows the rules; remove one that does not (it is then shown nowhere and counts for nothing).',
  empty: 'No reported reviews wait for a decision.',
  review: (author: string, subject: string, title: string) => `${author} on ${subject}, for “${title}”`,
  decide: (what: string, author: string) => `${what}: ${author}’s review`,
  reason: (name: string) => `Reported by ${name}:`,
  keep: 'Keep the review',
  remove: 'Remove the review',
  kept: 'The review was kept; the reporter was told.',
  removed: 'The review was removed; the reporter and its author were told.',
} as const;

export const trackRecord = {
  heading: (brand: string) => `${brand}’s record on Sauti`,
  rating: 'Average rating from creators',
  ratingValue: (average: number | null, count: number) => (average === null ? 'No reviews yet' : `${average} out of 5 (${count} ${count === 1 ? 'review' : 'reviews'})`),
  reviewDays: 'Median time to review a submission',
  reviewDaysValue: (days: number | null) => (days === null ? 'No submissions reviewed yet' : `${days} ${days === 1 ? 'day' : 'days'}`),
  disputed: 'Contracts disputed',
  disputedValue: (share: number | null, contracts: number) => (share === null ? 'No contracts yet' : `${Math.round(share * 100)}% of ${contracts} ${contracts === 1 ? 'contract' : 'contracts'}`),
  paid: 'Creators paid',
  paidValue: (n: number) => `${n}`,
  failed: 'The brand’s record could not be loaded.',
} as const;
