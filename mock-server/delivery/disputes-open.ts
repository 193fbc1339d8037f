import { addBusinessDays } from '../../src/domain/business-days.ts';
import { deliverableMachine } from '../../machines/lifecycles/deliverableMachine.ts';
import type { Deliverable, DeliverableStatus } from '../../src/domain/delivery-types.ts';
import { RESPONSE_WINDOW_BUSINESS_DAYS, type Dispute, type DisputeSide } from '../../src/domain/dispute-types.ts';
import type { ServerContext } from '../context.ts';
import { HttpError } from '../http.ts';
import { nextStatus } from '../lifecycle.ts';
import { activeContractOf } from './access.ts';
import { saveDeliverable } from './deliverables.ts';
import { deliverableOf, disputeStatusAfter, hasOpenDispute, insertDispute, moveDispute, saveDispute, sideName } from './disputes.ts';
import { campaignTitle, eatTime, label, tellBoth } from './notices.ts';

export interface OpenInput {
  reason: string;
  evidence?: string;
}

/**
 * Either side opens a dispute over a deliverable in review (which is also where it waits once the revisions are used
 * up). The deliverable's review timer pauses: what was left of it is kept on the dispute. Saves both, in the caller's
 * transaction (lockDeliverable: the contract and the deliverable locked).
 */
export async function openDispute(ctx: ServerContext, deliverable: Deliverable, side: DisputeSide, input: OpenInput): Promise<Dispute> {
  // A dispute settles the contract's whole held fee, so a contract has one open at a time (and a partial unique index
  // says so too); the contract's row lock makes two openings on two deliverables of one contract check one after the other.
  await activeContractOf(ctx, deliverable, 'disputed', true);
  if (await hasOpenDispute(ctx, { contractId: deliverable.contractId })) {
    throw new HttpError(409, 'A dispute over this contract is already open. Add your evidence to it instead.');
  }
  const status = nextStatus(deliverableMachine, deliverable.status, { type: 'OPEN_DISPUTE' }, { noun: 'deliverable', action: 'disputed' }) as DeliverableStatus;
  const now = ctx.clock.now();
  const at = new Date(now).toISOString();
  const pausedReviewMs = deliverable.reviewDeadlineAt ? Math.max(0, Date.parse(deliverable.reviewDeadlineAt) - now) : null;
  const dispute: Dispute = {
    id: ctx.random.id(), deliverableId: deliverable.id, contractId: deliverable.contractId, campaignId: deliverable.campaignId,
    brandId: deliverable.brandId, creatorId: deliverable.creatorId, openedBy: side, reason: input.reason, status: 'awaiting_response',
    evidence: input.evidence ? [{ by: side, text: input.evidence, fileId: null, at }] : [],
    respondBy: new Date(addBusinessDays(now, RESPONSE_WINDOW_BUSINESS_DAYS)).toISOString(), mediationEndsAt: null,
    proposal: null, resolution: null, pausedReviewMs, createdAt: at, updatedAt: at,
  };
  Object.assign(deliverable, { status, reviewDeadlineAt: null, updatedAt: at });
  await saveDeliverable(ctx, deliverable);
  await insertDispute(ctx, dispute);

  const title = await campaignTitle(ctx, deliverable.campaignId);
  const by = eatTime(dispute.respondBy);
  const opener = side === 'brand' ? 'The brand' : 'The creator';
  const yours = (s: DisputeSide) => (s === side
    ? `You opened a dispute over ${label(deliverable)} for "${title}". ${side === 'brand' ? 'The creator' : 'The brand'} has until ${by} to respond, or it resolves in your favour. Its review is paused meanwhile.`
    : `${opener} opened a dispute over ${label(deliverable)} for "${title}": "${input.reason}". Respond by ${by}, or it resolves in their favour.`);
  await tellBoth(ctx, deliverable, {
    type: 'dispute_opened',
    brand: { title: `Dispute opened: ${title}`, body: yours('brand') },
    creator: { title: `Dispute opened: ${title}`, body: yours('creator') },
  });
  return dispute;
}

/**
 * The side that opened it withdraws it: the deliverable goes back to review with the time that was left when the
 * dispute paused it. Saves both, in the caller's transaction (lockDispute).
 */
export async function withdrawDispute(ctx: ServerContext, dispute: Dispute, side: DisputeSide): Promise<Dispute> {
  if (side !== dispute.openedBy) throw new HttpError(409, `Only ${sideName(dispute.openedBy)}, who opened this dispute, can withdraw it.`);
  const deliverable = await deliverableOf(ctx, dispute);
  // Every check before either record changes: the dispute's state, then the deliverable's.
  disputeStatusAfter(dispute, { type: 'WITHDRAW' }, 'withdrawn');
  const status = nextStatus(deliverableMachine, deliverable.status, { type: 'DISPUTE_WITHDRAWN' }, { noun: 'deliverable', action: 'put back in review' }) as DeliverableStatus;
  await moveDispute(ctx, dispute, { type: 'WITHDRAW' }, 'withdrawn');
  const now = ctx.clock.now();
  const reviewDeadlineAt = dispute.pausedReviewMs === null ? null : new Date(now + dispute.pausedReviewMs).toISOString();
  Object.assign(deliverable, { status, reviewDeadlineAt, updatedAt: new Date(now).toISOString() });
  await saveDeliverable(ctx, deliverable);
  await saveDispute(ctx, dispute);

  const title = await campaignTitle(ctx, deliverable.campaignId);
  const resumes = reviewDeadlineAt ? ` Its review resumes: it is approved automatically at ${eatTime(reviewDeadlineAt)} unless the brand answers first.` : ' Its review resumes.';
  const body = (s: DisputeSide) => `${s === side ? 'You' : side === 'brand' ? 'The brand' : 'The creator'} withdrew the dispute over ${label(deliverable)} for "${title}".${resumes}`;
  await tellBoth(ctx, deliverable, {
    type: 'dispute_withdrawn',
    brand: { title: `Dispute withdrawn: ${title}`, body: body('brand') },
    creator: { title: `Dispute withdrawn: ${title}`, body: body('creator') },
  });
  return dispute;
}
