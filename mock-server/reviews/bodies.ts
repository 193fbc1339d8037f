import { z } from 'zod';
import { REPLY_TEXT, REPORT_REASON, REVIEW_TEXT } from '../../src/domain/review-types.ts';
import { oneOf, pagingQuery } from '../paging.ts';

const words = (what: string, { min, max }: { min: number; max: number }) =>
  z.string({ error: `Write ${what}.` }).trim()
    .min(min, `Write ${what}, in at least ${min} characters.`)
    .max(max, `Keep ${what} under ${max} characters.`);

export const reviewBody = z.object({
  rating: z.number({ error: 'Choose a rating from 1 to 5 stars.' }).int('Choose a rating from 1 to 5 stars.')
    .min(1, 'Choose a rating from 1 to 5 stars.').max(5, 'Choose a rating from 1 to 5 stars.'),
  text: words('your review', REVIEW_TEXT),
});
export type ReviewBody = z.infer<typeof reviewBody>;

export const replyBody = z.object({ text: words('your reply', REPLY_TEXT) });
export const reportBody = z.object({ reason: words('what is wrong with this review', REPORT_REASON) });
export const decideReportBody = z.object({
  decision: z.enum(['keep', 'remove'], { error: 'The decision must be keep or remove.' }),
});

/** `?status=` of the admin's report queue (open by default) with the usual paging. */
export const reportListQuery = pagingQuery.extend({ status: oneOf('status', ['open', 'kept', 'removed'] as const) });
