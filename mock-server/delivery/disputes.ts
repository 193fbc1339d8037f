import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Deliverable } from '../../src/domain/delivery-types.ts';
import { disputeMachine, type DisputeEvent } from '../../machines/lifecycles/disputeMachine.ts';
import { OPEN_DISPUTE_STATUSES, type Dispute, type DisputeSide, type DisputeStatus } from '../../src/domain/dispute-types.ts';
import type { ServerContext } from '../context.ts';
import { disputes } from '../db/schema/index.ts';
import { HttpError } from '../http.ts';
import { nextStatus } from '../lifecycle.ts';
import type { Account } from '../types.ts';
import { activeContractOf, lockDeliverable, type WorkLocks } from './access.ts';
import { deliverableById } from './deliverables.ts';
import { disputeRow, fromDisputeRow } from './rows.ts';

export const NO_DISPUTE = 'There is no such dispute.';

type Holder = Pick<ServerContext, 'db'>;

export const isOpen = (d: Dispute) => OPEN_DISPUTE_STATUSES.includes(d.status);
/** The open statuses in SQL, as the partial indexes on disputes name them. */
export const openSql = inArray(disputes.status, [...OPEN_DISPUTE_STATUSES]);

export async function disputeById(ctx: Holder, id: string, lock = false): Promise<Dispute | undefined> {
  const query = ctx.db.select().from(disputes).where(eq(disputes.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row && fromDisputeRow(row);
}

export async function insertDispute(ctx: Holder, d: Dispute): Promise<void> {
  await ctx.db.insert(disputes).values(disputeRow(d));
}

/** Saves a dispute's changed record (and with it the deadline the timer looks for). */
export async function saveDispute(ctx: Holder, d: Dispute): Promise<Dispute> {
  const { id: _id, ...row } = disputeRow(d);
  await ctx.db.update(disputes).set(row).where(eq(disputes.id, d.id));
  return d;
}

/** True while a dispute is open on the contract or campaign (an indexed count). */
export async function hasOpenDispute(ctx: Holder, where: { contractId: string } | { campaignId: string }): Promise<boolean> {
  const on = 'contractId' in where ? eq(disputes.contractId, where.contractId) : eq(disputes.campaignId, where.campaignId);
  const [row] = await ctx.db.select({ id: disputes.id }).from(disputes).where(and(on, openSql)).limit(1);
  return row !== undefined;
}

/** How many disputes are open: the admin's queue. */
export async function openDisputeCount(ctx: Holder): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(disputes).where(openSql);
  return row?.n ?? 0;
}

/**
 * 409 while a dispute is open on the contract or campaign (hasOpenDispute): it decides where the held fee goes, so
 * nothing may refund it around the dispute. Call it in the transaction that cancels, with the contract's row locked.
 */
export async function refuseWhileDisputed(ctx: Holder, where: { contractId: string } | { campaignId: string }, noun: 'contract' | 'campaign'): Promise<void> {
  if (await hasOpenDispute(ctx, where)) {
    throw new HttpError(409, `This ${noun} has an open dispute, so it cannot be cancelled until the dispute is resolved.`);
  }
}

/** A deliverable's newest dispute (open, or the last one that ended), if it ever had one. */
export async function latestDisputeOf(ctx: Holder, deliverableId: string): Promise<Dispute | undefined> {
  const [row] = await ctx.db.select().from(disputes).where(eq(disputes.deliverableId, deliverableId)).orderBy(desc(disputes.seq)).limit(1);
  return row && fromDisputeRow(row);
}

/**
 * Locks the rows a step on the dispute reads and changes, in the order every writer takes them (the campaign when
 * `locks` says so, the contract, the deliverable, then the dispute), and returns the dispute as it stands once locked.
 */
export async function lockDispute(ctx: ServerContext, seen: Dispute, locks: WorkLocks = {}): Promise<Dispute> {
  await lockDeliverable(ctx, { id: seen.deliverableId, contractId: seen.contractId, campaignId: seen.campaignId }, locks);
  const dispute = await disputeById(ctx, seen.id, true);
  if (!dispute) throw new HttpError(404, NO_DISPUTE);
  return dispute;
}

/**
 * Its brand, its creator and admins may see a dispute; to anyone else it does not exist (404). With `locks` (inside a
 * transaction), its rows are locked (lockDispute) and it is read again, as it stands once they are.
 */
export async function reachableDispute(ctx: ServerContext, account: Account, id: string, locks?: WorkLocks): Promise<Dispute> {
  const dispute = await disputeById(ctx, id);
  const sees = dispute && (account.role === 'admin' || (account.role === 'brand' && dispute.brandId === account.id) || (account.role === 'influencer' && dispute.creatorId === account.id));
  if (!dispute || !sees) throw new HttpError(404, NO_DISPUTE);
  return locks ? lockDispute(ctx, dispute, locks) : dispute;
}

/** Which side of a dispute a signed-in brand or creator is on (admins are on neither). */
export function sideOf(account: Account): DisputeSide {
  if (account.role === 'brand') return 'brand';
  if (account.role === 'influencer') return 'creator';
  throw new HttpError(403, 'Only the brand or the creator of this contract can do this.');
}

export const otherSide = (side: DisputeSide): DisputeSide => (side === 'brand' ? 'creator' : 'brand');
export const sideName = (side: DisputeSide) => (side === 'brand' ? 'the brand' : 'the creator');

/** The disputed deliverable, its row locked (again, after lockDispute): a dispute's step changes both. */
export async function deliverableOf(ctx: Holder, dispute: Dispute): Promise<Deliverable> {
  const deliverable = await deliverableById(ctx, dispute.deliverableId, true);
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
export async function moveDispute(ctx: ServerContext, dispute: Dispute, event: DisputeEvent, action: string): Promise<Dispute> {
  const status = disputeStatusAfter(dispute, event, action);
  await activeContractOf(ctx, dispute, 'disputed');
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
