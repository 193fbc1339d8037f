import { deliverableMachine } from '../../machines/lifecycles/deliverableMachine.ts';
import type { DeliverableStatus } from '../../src/domain/delivery-types.ts';
import type { DisputeEvent } from '../../machines/lifecycles/disputeMachine.ts';
import type { Dispute, DisputeOutcome, Resolution } from '../../src/domain/dispute-types.ts';
import { completeIfFinished } from '../campaign-lifecycle.ts';
import type { ServerContext } from '../context.ts';
import { setContractStatus } from '../contract-records.ts';
import { money } from '../ledger/errors.ts';
import { nextStatus } from '../lifecycle.ts';
import { settleDispute } from '../money/dispute-settlement.ts';
import { activeContractOf } from './access.ts';
import { saveDeliverable } from './deliverables.ts';
import { deliverableOf, disputeStatusAfter, saveDispute } from './disputes.ts';
import { campaignTitle, label, tellBoth } from './notices.ts';

export interface Decision {
  outcome: DisputeOutcome;
  /** The creator's share of the held fee, 0 to 1; only a split reads it. */
  creatorShare?: number;
  decidedBy: Resolution['decidedBy'];
}

/** An agreed share as its outcome: all of it is a release, none of it a refund, anything between a split. */
export const outcomeOf = (creatorShare: number): DisputeOutcome => (creatorShare >= 1 ? 'release' : creatorShare <= 0 ? 'refund' : 'split');

const HOW: Record<Resolution['decidedBy'], string> = {
  timeout: 'resolved for the side that opened it, as no response came in 5 business days',
  agreement: 'settled: both sides accepted the proposed split',
  admin: 'decided by Sauti\'s mediator',
  account_deleted: 'settled for the side that stayed, as the other side deleted their account',
};

/**
 * Ends a dispute (no response in time, both sides accepting, or the admin's decision): the held fee is settled in one
 * ledger operation first, so a refusal changes nothing; then the deliverable is approved (release) or settled, and
 * the contract completes, or is cancelled for a refund, and a campaign whose last contract this was completes with it
 * (completeIfFinished). Runs in the caller's transaction, which locked the campaign, the contract, the deliverable and
 * the dispute (lockDispute with the campaign).
 */
export async function resolveDispute(ctx: ServerContext, dispute: Dispute, event: DisputeEvent, decision: Decision, at: string): Promise<Dispute> {
  const deliverable = await deliverableOf(ctx, dispute);
  const status = disputeStatusAfter(dispute, event, decision.decidedBy === 'admin' ? 'decided' : 'settled');
  const contract = await activeContractOf(ctx, deliverable, 'settled', true);
  const next = nextStatus(deliverableMachine, deliverable.status, { type: 'DISPUTE_RESOLVED', outcome: decision.outcome }, { noun: 'deliverable', action: 'settled' }) as DeliverableStatus;
  const { creatorAmount, brandAmount } = await settleDispute(ctx, contract, decision.outcome, decision.creatorShare);

  const now = new Date(ctx.clock.now()).toISOString();
  Object.assign(dispute, { status, resolution: { outcome: decision.outcome, creatorAmount, brandAmount, decidedBy: decision.decidedBy, at }, updatedAt: now });
  Object.assign(deliverable, { status: next, reviewDeadlineAt: null, approvedAt: next === 'approved' ? at : deliverable.approvedAt, updatedAt: now });
  await saveDispute(ctx, dispute);
  await saveDeliverable(ctx, deliverable);
  await setContractStatus(ctx, contract.id, decision.outcome === 'refund' ? 'cancelled' : 'completed');

  const title = await campaignTitle(ctx, deliverable.campaignId);
  const what = `The dispute over ${label(deliverable)} for "${title}" was ${HOW[decision.decidedBy]}.`;
  const toCreator = creatorAmount > 0 ? `${money(creatorAmount, contract.currency)} of the held fee is released to the creator, less Sauti's commission` : 'Nothing is released to the creator';
  const toBrand = brandAmount > 0 ? `${money(brandAmount, contract.currency)} goes back to the brand's balance` : 'nothing goes back to the brand';
  const split = `${toCreator}, and ${toBrand}.`;
  await tellBoth(ctx, deliverable, {
    type: 'dispute_resolved',
    brand: { title: `Dispute resolved: ${title}`, body: `${what} ${split}` },
    creator: { title: `Dispute resolved: ${title}`, body: `${what} ${split}` },
  });
  await completeIfFinished(ctx, contract.campaignId);
  return dispute;
}
