import type { Deliverable } from '../../machines/deliveryTypes.ts';
import { disputeMachine, type DisputeEvent } from '../../machines/disputeMachine.ts';
import { OPEN_DISPUTE_STATUSES, type Dispute, type DisputeSide, type DisputeStatus } from '../../machines/disputeTypes.ts';
import type { ServerContext } from '../context.ts';
import { HttpError } from '../http.ts';
import { nextStatus } from '../lifecycle.ts';
import type { Account } from '../types.ts';
import { activeContractOf } from './access.ts';
import { deliverableRows } from './deliverables.ts';

export const NO_DISPUTE = 'There is no such dispute.';

/** The `disputes` collection, created empty on a data file from before disputes. Never exposed by json-server's router. */
export function disputeRows(ctx: Pick<ServerContext, 'store'>): Dispute[] {
  const state = ctx.store.getState() as Record<string, unknown>;
  if (!Array.isArray(state.disputes)) state.disputes = [];
  return state.disputes as Dispute[];
}

export const isOpen = (d: Dispute) => OPEN_DISPUTE_STATUSES.includes(d.status);

/** 409 while a dispute is open on the contract or campaign: it decides where the held fee goes, so nothing may refund it around the dispute. */
export function refuseWhileDisputed(ctx: Pick<ServerContext, 'store'>, where: { contractId: string } | { campaignId: string }, noun: 'contract' | 'campaign'): void {
  const on = (d: Dispute) => ('contractId' in where ? d.contractId === where.contractId : d.campaignId === where.campaignId);
  if (disputeRows(ctx).some((d) => on(d) && isOpen(d))) {
    throw new HttpError(409, `This ${noun} has an open dispute, so it cannot be cancelled until the dispute is resolved.`);
  }
}

/** A deliverable's newest dispute (open, or the last one that ended), if it ever had one. */
export const latestDisputeOf = (ctx: Pick<ServerContext, 'store'>, deliverableId: string): Dispute | undefined =>
  disputeRows(ctx).filter((d) => d.deliverableId === deliverableId).at(-1);

/** Its brand, its creator and admins may see a dispute; to anyone else it does not exist (404). */
export function reachableDispute(ctx: ServerContext, account: Account, id: string): Dispute {
  const dispute = disputeRows(ctx).find((d) => d.id === id);
  const sees = dispute && (account.role === 'admin' || (account.role === 'brand' && dispute.brandId === account.id) || (account.role === 'influencer' && dispute.creatorId === account.id));
  if (!dispute || !sees) throw new HttpError(404, NO_DISPUTE);
  return dispute;
}

/** Which side of a dispute a signed-in brand or creator is on (admins are on neither). */
export function sideOf(account: Account): DisputeSide {
  if (account.role === 'brand') return 'brand';
  if (account.role === 'influencer') return 'creator';
  throw new HttpError(403, 'Only the brand or the creator of this contract can do this.');
}

export const otherSide = (side: DisputeSide): DisputeSide => (side === 'brand' ? 'creator' : 'brand');
export const sideName = (side: DisputeSide) => (side === 'brand' ? 'the brand' : 'the creator');

export function deliverableOf(ctx: Pick<ServerContext, 'store'>, dispute: Dispute): Deliverable {
  const deliverable = deliverableRows(ctx).find((d) => d.id === dispute.deliverableId);
  if (!deliverable) throw new HttpError(404, 'There is no such deliverable.');
  return deliverable;
}

/** A status in words, for refusals: "This dispute is in mediation, so…". */
export const WORDS: Record<DisputeStatus, string> = {
  awaiting_response: 'waiting for a response', mediation: 'in mediation', proposal: 'waiting for both sides to answer a proposal',
  admin_decision: 'waiting for the mediator\'s decision', resolved: 'resolved', resolved_for_opener: 'resolved', withdrawn: 'withdrawn',
};

/** The status disputeMachine moves the dispute to, or 409 with a plain message when its state does not take the event. */
export function disputeStatusAfter(dispute: Dispute, event: DisputeEvent, action: string): DisputeStatus {
  if (!disputeMachine.resolveState({ value: dispute.status, context: {} }).can(event)) throw new HttpError(409, `This dispute is ${WORDS[dispute.status]}, so it cannot be ${action}.`);
  return nextStatus(disputeMachine, dispute.status, event, { noun: 'dispute', action }) as DisputeStatus;
}

/**
 * Moves the dispute with disputeMachine (see disputeStatusAfter for the refusal). Its contract must still be active:
 * a cancelled or finished one is refused plainly (409), after the dispute's own state, which says more.
 */
export function moveDispute(ctx: ServerContext, dispute: Dispute, event: DisputeEvent, action: string): Dispute {
  const status = disputeStatusAfter(dispute, event, action);
  activeContractOf(ctx, deliverableOf(ctx, dispute), 'disputed');
  return Object.assign(dispute, { status, updatedAt: new Date(ctx.clock.now()).toISOString() });
}

/** The deadline running now, published with the dispute so both sides and the admin see it count down. */
export function currentDeadline(d: Dispute): { kind: 'response' | 'mediation'; at: string } | null {
  if (d.status === 'awaiting_response') return { kind: 'response', at: d.respondBy };
  if ((d.status === 'mediation' || d.status === 'proposal') && d.mediationEndsAt) return { kind: 'mediation', at: d.mediationEndsAt };
  return null;
}

/** A dispute as the API answers with it: the record, its running deadline, and where its evidence files are served. */
export const disputeView = (d: Dispute) => ({
  ...d,
  evidence: d.evidence.map((e, i) => ({ ...e, fileUrl: e.fileId ? `/api/disputes/${d.id}/evidence/${i + 1}/file` : null })),
  deadline: currentDeadline(d),
});
