import { and, countDistinct, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { BrandTrackRecord } from '../../src/domain/review-types.ts';
import type { Feedback, Submission } from '../../src/domain/delivery-types.ts';
import type { ServerContext } from '../context.ts';
import { campaigns, contracts } from '../db/schema/campaigns.ts';
import { deliverables, disputes } from '../db/schema/delivery.ts';
import { accounts } from '../db/schema/people.ts';
import { HttpError } from '../http.ts';
import { ratingOf } from './records.ts';

const DAY = 24 * 60 * 60 * 1000;

/** The median of `values`, to one decimal; null with none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round(value * 10) / 10;
}

/**
 * How long each submission waited for the brand's answer, in days: a revision request answers the version it
 * names; an approval answers the last version (an automatic one too: it is the brand's silence until the window
 * ran out). A submission still waiting has no answer yet and is not counted.
 */
export function reviewDays(d: { submissions: Submission[]; feedback: Feedback[]; approvedAt: string | null }): number[] {
  const last = d.submissions.at(-1)?.version;
  return d.submissions.flatMap((s) => {
    const answer = d.feedback.find((f) => f.version === s.version)?.at ?? (s.version === last ? d.approvedAt : null);
    return answer ? [Math.max(0, Date.parse(answer) - Date.parse(s.at)) / DAY] : [];
  });
}

/**
 * A brand's record as the server computes it (issue 24), for creators deciding whether to work with it: its revealed
 * rating, the median days it took to answer a submission, the share of its contracts that met a dispute, and how
 * many creators it has paid (contracts completed: the fee or a dispute's share released). Each figure is one query
 * over the brand's indexes.
 */
export async function brandTrackRecord(ctx: ServerContext, brandId: string): Promise<BrandTrackRecord> {
  const [account] = await ctx.db.select({ id: accounts.id, name: accounts.name, role: accounts.role }).from(accounts).where(eq(accounts.id, brandId));
  if (!account || account.role !== 'brand') throw new HttpError(404, 'There is no such brand.');
  const [campaign] = await ctx.db.select({ name: campaigns.brandName }).from(campaigns).where(eq(campaigns.brandId, brandId))
    .orderBy(desc(campaigns.createdAt)).limit(1);

  const [all] = await ctx.db.select({ n: count() }).from(contracts).where(eq(contracts.brandId, brandId));
  const [paid] = await ctx.db.select({ n: countDistinct(contracts.creatorId) }).from(contracts)
    .where(and(eq(contracts.brandId, brandId), eq(contracts.status, 'completed')));
  const [disputed] = await ctx.db.select({ n: countDistinct(disputes.contractId) }).from(disputes).where(eq(disputes.brandId, brandId));
  const answered = await ctx.db.select({ submissions: deliverables.submissions, feedback: deliverables.feedback, approvedAt: deliverables.approvedAt })
    .from(deliverables).where(and(eq(deliverables.brandId, brandId), isNotNull(deliverables.submissions)));

  const contractCount = all?.n ?? 0;
  return {
    brandId,
    brandName: campaign?.name ?? account.name,
    rating: await ratingOf(ctx, brandId),
    medianReviewDays: median(answered.flatMap(reviewDays)),
    disputedShare: contractCount > 0 ? Math.round(((disputed?.n ?? 0) / contractCount) * 1000) / 1000 : null,
    contracts: contractCount,
    creatorsPaid: paid?.n ?? 0,
  };
}
