import { and, desc, eq } from 'drizzle-orm';
import type { Contract } from '../../src/domain/campaign-types.ts';
import type { Deliverable } from '../../src/domain/delivery-types.ts';
import type { PastWorkRequest, PublicPastWork } from '../../src/domain/past-work.ts';
import type { Platform } from '../../src/domain/onboarding-types.ts';
import type { DeliverableType } from '../../src/domain/campaign-types.ts';
import type { ServerContext } from '../context.ts';
import { campaigns, deliverables, pastWork } from '../db/schema/index.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { contractOf, reachableDeliverable } from '../delivery/access.ts';
import { HttpError } from '../http.ts';
import { notify } from '../notify.ts';
import type { Account } from '../types.ts';

/**
 * Past work on a creator's public page (issue 24; docs/decisions/0019-trust.md, fifth slice). One flow: the creator
 * asks to show a live deliverable of a completed contract, its brand agrees or declines, either side withdraws it
 * later. Each step locks the contract and the deliverable (lockDeliverable), so two steps on one item are ordered.
 */
type Row = typeof pastWork.$inferSelect;
export type PastWorkAction = 'request' | 'agree' | 'decline' | 'withdraw';

const toRequest = (r: Row): PastWorkRequest => ({
  deliverableId: r.deliverableId, status: r.status as PastWorkRequest['status'], requestedAt: r.requestedAt, decidedAt: r.decidedAt,
  withdrawnBy: (r.withdrawnBy as PastWorkRequest['withdrawnBy']) ?? null,
});

const ONLY_CREATOR = 'Only the creator asks to show their work; the brand agrees or declines.';
const ONLY_BRAND = 'Only the contract’s brand agrees to show this work, or declines.';

/** The requests on a contract's deliverables, for its two sides (and an admin). */
export async function contractPastWork(ctx: ServerContext, contract: Pick<Contract, 'id'>): Promise<PastWorkRequest[]> {
  const rows = await ctx.db.select().from(pastWork).where(eq(pastWork.contractId, contract.id)).orderBy(pastWork.seq);
  return rows.map(toRequest);
}

/** A creator's agreed items as anyone may see them, newest approval first (at most 20). */
export async function publicPastWork(ctx: ServerContext, creatorId: string): Promise<PublicPastWork[]> {
  const rows = await ctx.db.select({
    id: pastWork.id, brandName: campaigns.brandName, platform: deliverables.platform, type: deliverables.type, url: deliverables.liveUrl,
    approvedAt: deliverables.approvedAt,
  }).from(pastWork)
    .innerJoin(deliverables, eq(deliverables.id, pastWork.deliverableId))
    .innerJoin(campaigns, eq(campaigns.id, deliverables.campaignId))
    .where(and(eq(pastWork.creatorId, creatorId), eq(pastWork.status, 'agreed')))
    .orderBy(desc(deliverables.approvedAt), desc(pastWork.seq))
    .limit(20);
  return rows.map((r) => ({
    id: r.id, brandName: r.brandName, platform: r.platform as Platform, type: r.type as DeliverableType, url: r.url ?? '',
    month: (r.approvedAt ?? '').slice(0, 7),
  }));
}

/** Shown work is a live deliverable (approved, its post's link given) of a completed contract: the migration's trigger checks it too. */
function assertShowable(contract: Contract, deliverable: Deliverable): void {
  if (contract.status !== 'completed') throw new HttpError(409, 'Only work from a completed contract can be shown on your page.');
  if (deliverable.status !== 'live' || !deliverable.liveUrl) {
    throw new HttpError(409, 'Only an approved deliverable whose published post’s link you gave can be shown on your page.');
  }
}

/** Applies one step to a deliverable's past-work item, in the caller's transaction; answers the item as it now stands. */
export async function pastWorkStep(ctx: ServerContext, account: Account, deliverableId: string, action: PastWorkAction): Promise<PastWorkRequest> {
  // To anyone but the contract's two sides (and admins) the deliverable does not exist: 404, as every delivery route.
  const deliverable = await reachableDeliverable(ctx, account, deliverableId, {});
  const contract = await contractOf(ctx, deliverable);
  const side = account.role === 'brand' ? 'brand' : account.role === 'influencer' ? 'creator' : null;
  if (!side) throw new HttpError(403, 'Only the contract’s creator and brand decide what its page shows.');
  const [row] = await ctx.db.select().from(pastWork).where(eq(pastWork.deliverableId, deliverable.id)).for('update');
  const at = new Date(ctx.clock.now()).toISOString();
  const set = async (change: Partial<Row>) => {
    const [saved] = await ctx.db.update(pastWork).set(change).where(eq(pastWork.id, row!.id)).returning();
    return saved!;
  };
  let saved: Row;
  if (action === 'request') {
    if (side !== 'creator') throw new HttpError(403, ONLY_CREATOR);
    assertShowable(contract, deliverable);
    if (row?.status === 'requested') throw new HttpError(409, 'You have already asked the brand to show this work.');
    if (row?.status === 'agreed') throw new HttpError(409, 'This work is already on your page.');
    if (row?.status === 'declined') throw new HttpError(409, 'The brand declined to show this work.');
    if (row?.withdrawnBy === 'brand') throw new HttpError(409, 'The brand took back its agreement to show this work.');
    if (row && row.asks >= PAST_WORK_ASKS) throw new HttpError(409, `You have asked to show this post ${PAST_WORK_ASKS} times, so you cannot ask again.`);
    if (row) saved = await set({ status: 'requested', requestedAt: at, decidedAt: null, withdrawnAt: null, withdrawnBy: null, asks: row.asks + 1 });
    else {
      try {
        [saved] = (await ctx.db.insert(pastWork).values({
          id: ctx.random.id(), deliverableId: deliverable.id, contractId: contract.id, brandId: contract.brandId, creatorId: contract.creatorId,
          status: 'requested', requestedAt: at,
        }).returning()) as [Row];
      } catch (error) {
        if (isUniqueViolation(error, 'past_work_deliverable')) throw new HttpError(409, 'You have already asked the brand to show this work.');
        throw error;
      }
    }
  } else if (action === 'agree' || action === 'decline') {
    if (side !== 'brand') throw new HttpError(403, ONLY_BRAND);
    if (row?.status !== 'requested') throw new HttpError(409, 'The creator has not asked to show this work, or it was answered already.');
    if (action === 'agree') assertShowable(contract, deliverable);
    saved = await set({ status: action === 'agree' ? 'agreed' : 'declined', decidedAt: at });
  } else {
    // The creator withdraws a request or a shown item; the brand takes back its agreement (a request it declines).
    const open = side === 'creator' ? ['requested', 'agreed'] : ['agreed'];
    if (!row || !open.includes(row.status)) throw new HttpError(409, 'This work is not on the creator’s page, so there is nothing to withdraw.');
    saved = await set({ status: 'withdrawn', withdrawnAt: at, withdrawnBy: side });
  }
  // A request withdrawn before the brand answered was never shown: the brand is told there is nothing to answer.
  await tellTheOtherSide(ctx, contract, saved, action === 'withdraw' && row!.status === 'requested' ? 'unask' : action);
  return toRequest(saved);
}

/** A creator asks to show one post at most this many times (withdrawing their ask between), so a brand is not asked without end. */
export const PAST_WORK_ASKS = 3;

const NOTICES: Record<PastWorkAction | 'unask', { to: 'brand' | 'creator'; title: string; body: string }> = {
  request: { to: 'brand', title: 'A creator asks to show your work together', body: 'asks to show one of the posts they made for you on their public page. Agree or decline on the contract’s page.' },
  agree: { to: 'creator', title: 'Your work is on your page', body: 'agreed: the post is now shown on your public page under Past work.' },
  decline: { to: 'creator', title: 'The brand declined to show a post', body: 'declined to show the post on your public page.' },
  withdraw: { to: 'brand', title: 'Past work withdrawn', body: 'withdrew the post from the creator’s public page.' },
  unask: { to: 'brand', title: 'A creator no longer asks to show a post', body: 'withdrew their request to show one of the posts they made for you: there is nothing to answer.' },
};

async function tellTheOtherSide(ctx: ServerContext, contract: Contract, row: Row, action: PastWorkAction | 'unask'): Promise<void> {
  const notice = NOTICES[action];
  // A withdrawal tells whoever did not withdraw.
  const to = action === 'withdraw' ? (row.withdrawnBy === 'brand' ? 'creator' : 'brand') : notice.to;
  const who = to === 'brand' ? 'The creator' : 'The brand';
  await notify(ctx, {
    userId: to === 'brand' ? contract.brandId : contract.creatorId,
    type: action === 'unask' ? 'past_work_withdraw' : `past_work_${action}`,
    href: to === 'brand' ? `/brand/contracts/${contract.id}` : `/influencer/contracts/${contract.id}`,
    title: notice.title,
    body: `${who} ${notice.body}`,
  });
}
