import { z } from 'zod';
import { DISPUTE_STATUSES } from '../../src/domain/dispute-types.ts';
import { oneOf, pagingQuery } from '../paging.ts';

const words = (what: string, min: number) =>
  z.string({ error: `Write ${what}.` }).trim().min(min, `Write ${what}, in at least ${min} characters.`).max(2000, 'Keep it under 2,000 characters.');
const share = z.number({ error: 'Give the creator\'s share as a number from 0 to 1, e.g. 0.6 for 60%.' })
  .min(0, 'The creator\'s share cannot be below 0.').max(1, 'The creator\'s share cannot be above 1.');

export const openBody = z.object({
  reason: words('why you are opening a dispute', 10),
  evidence: z.string({ error: 'Write the evidence as text.' }).trim().max(2000, 'Keep the evidence under 2,000 characters.').optional(),
});
export const respondBody = z.object({ text: words('your response', 3) });
export const proposeBody = z.object({ creatorShare: share });

/** A split needs the creator's share strictly between 0 and 1; a release or a refund takes none. */
export const decideBody = z.object({
  outcome: z.enum(['release', 'refund', 'split'], { error: 'The outcome must be release, refund or split.' }),
  creatorShare: share.optional(),
}).superRefine((body, issues) => {
  if (body.outcome === 'split' && (body.creatorShare === undefined || body.creatorShare <= 0 || body.creatorShare >= 1)) {
    issues.addIssue({ code: 'custom', path: ['creatorShare'], message: 'A split needs the creator\'s share above 0 and below 1, e.g. 0.6 for 60%.' });
  }
  if (body.outcome !== 'split' && body.creatorShare !== undefined) {
    issues.addIssue({ code: 'custom', path: ['creatorShare'], message: 'Only a split takes a creator\'s share: a release gives all, a refund none.' });
  }
});

/** `?status=` (one status, or `open` for every open one) with the usual paging. */
export const adminListQuery = pagingQuery.extend({ status: oneOf('status', [...DISPUTE_STATUSES, 'open'] as const) });
