import type { Contract } from '../../src/domain/campaign-types.ts';
import { deliverableMachine } from '../../machines/lifecycles/deliverableMachine.ts';
import { FINISHED_DELIVERABLE_STATUSES, type Deliverable, type DeliverableStatus } from '../../src/domain/delivery-types.ts';
import { completeIfFinished } from '../campaign-lifecycle.ts';
import type { ServerContext } from '../context.ts';
import { setContractStatus } from '../contract-records.ts';
import { money } from '../ledger/errors.ts';
import { nextStatus } from '../lifecycle.ts';
import { holdOf, releaseContract } from '../money/holds.ts';
import { notify } from '../notify.ts';
import { activeContractOf } from './access.ts';
import { deliverablesOf, saveDeliverable } from './deliverables.ts';
import { campaignTitle, label, tellBoth } from './notices.ts';

export interface Approved {
  deliverable: Deliverable;
  contract: Contract;
  /** True when this approval was the contract's last and released its held fee. */
  released: boolean;
}

/**
 * The brand approves (APPROVE), or the review window ran out (AUTO_APPROVE, dated at the deadline). When it was the
 * contract's last open deliverable, the held fee is released to the creator and the contract completes: the ledger
 * runs first, so a refusal changes nothing. A campaign whose last contract this was completes with it
 * (completeIfFinished). Runs in the caller's transaction, which locked the campaign, the contract and the deliverable
 * (lockDeliverable with the campaign); the contract's other deliverables are locked next, so of two approvals racing
 * only one sees itself as the last.
 */
export async function approveDeliverable(ctx: ServerContext, deliverable: Deliverable, event: 'APPROVE' | 'AUTO_APPROVE', at: string): Promise<Approved> {
  const status = nextStatus(deliverableMachine, deliverable.status, { type: event }, { noun: 'deliverable', action: 'approved' }) as DeliverableStatus;
  let contract = await activeContractOf(ctx, deliverable, 'approved', true);
  const siblings = await deliverablesOf(ctx, contract.id, true);
  const last = siblings.every((d) => d.id === deliverable.id || FINISHED_DELIVERABLE_STATUSES.includes(d.status));
  // Contracts from before the money issue hold nothing: they complete without a release.
  const released = last && (await holdOf(ctx, contract.id)) !== undefined;
  if (released) await releaseContract(ctx, contract);
  const auto = event === 'AUTO_APPROVE';
  Object.assign(deliverable, { status, approvedAt: at, autoApproved: auto, reviewDeadlineAt: null, updatedAt: new Date(ctx.clock.now()).toISOString() });
  await saveDeliverable(ctx, deliverable);
  if (last) contract = await setContractStatus(ctx, contract.id, 'completed');

  const title = await campaignTitle(ctx, deliverable.campaignId);
  const how = auto ? 'was approved automatically: the review window ended without an answer' : 'was approved';
  await tellBoth(ctx, deliverable, {
    type: auto ? 'deliverable_auto_approved' : 'deliverable_approved',
    brand: { title: `Approved: ${title}`, body: `The creator's ${label(deliverable)} for "${title}" ${how}.` },
    creator: { title: `Approved: ${title}`, body: `Your ${label(deliverable)} for "${title}" ${how}. Add the live post's link once it is published.` },
  });
  if (last) {
    await tellCompleted(ctx, contract, title, released);
    await completeIfFinished(ctx, contract.campaignId);
  }
  return { deliverable, contract, released };
}

async function tellCompleted(ctx: ServerContext, contract: Contract, title: string, released: boolean): Promise<void> {
  const fee = money(contract.agreedFee, contract.currency);
  await notify(ctx, {
    userId: contract.creatorId, type: 'contract_released', href: '/influencer/earnings', title: `Fee released: ${title}`,
    body: released
      ? `Every deliverable for "${title}" is approved. Your fee of ${fee} was released, less Sauti's commission. It is yours to withdraw.`
      : `Every deliverable for "${title}" is approved, and your contract is complete.`,
  });
  await notify(ctx, {
    userId: contract.brandId, type: 'contract_completed', href: `/brand/campaigns/${contract.campaignId}`, title: `Contract completed: ${title}`,
    body: released
      ? `Every deliverable for "${title}" is approved, so the ${fee} held for this creator was released to them.`
      : `Every deliverable for "${title}" is approved, and the contract is complete.`,
  });
}
