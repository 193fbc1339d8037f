import { MEDIATION_DAYS, type Dispute, type DisputeSide } from '../../src/domain/dispute-types.ts';
import type { ServerContext } from '../context.ts';
import { HttpError } from '../http.ts';
import { deliverableOf, moveDispute, otherSide, saveDispute, sideName } from './disputes.ts';
import { outcomeOf, resolveDispute } from './disputes-resolve.ts';
import { campaignTitle, eatTime, label, tellBoth } from './notices.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

/** Both sides hear of a step in the same words (each notice names who did what); the dispute is saved first. */
async function tell(ctx: ServerContext, dispute: Dispute, type: string, headline: string, body: (title: string, what: string) => string): Promise<void> {
  await saveDispute(ctx, dispute);
  const deliverable = await deliverableOf(ctx, dispute);
  const title = await campaignTitle(ctx, dispute.campaignId);
  const text = body(title, `the dispute over ${label(deliverable)} for "${title}"`);
  await tellBoth(ctx, deliverable, { type, brand: { title: `${headline}: ${title}`, body: text }, creator: { title: `${headline}: ${title}`, body: text } });
}

const now = (ctx: ServerContext) => new Date(ctx.clock.now()).toISOString();

/** The other side responds within its window: mediation starts, and ends in 14 days with the admin's decision. */
export async function respondToDispute(ctx: ServerContext, dispute: Dispute, side: DisputeSide, text: string): Promise<Dispute> {
  if (side === dispute.openedBy) throw new HttpError(409, `You opened this dispute, so ${sideName(otherSide(side))} responds to it. Add evidence instead.`);
  await moveDispute(ctx, dispute, { type: 'RESPOND' }, 'responded to');
  const at = now(ctx);
  dispute.evidence.push({ by: side, text, fileId: null, at });
  dispute.mediationEndsAt = new Date(ctx.clock.now() + MEDIATION_DAYS * DAY_MS).toISOString();
  await tell(ctx, dispute, 'dispute_responded', 'Dispute in mediation', (_t, what) =>
    `${side === 'brand' ? 'The brand' : 'The creator'} responded to ${what}. Sauti's mediator now reviews it and decides by ${eatTime(dispute.mediationEndsAt!)} at the latest.`);
  return dispute;
}

/** The admin proposes a split: the creator's share of the held fee. Each side then accepts or rejects it. */
export async function proposeSplit(ctx: ServerContext, dispute: Dispute, adminId: string, creatorShare: number): Promise<Dispute> {
  await moveDispute(ctx, dispute, { type: 'PROPOSE' }, 'given a proposal');
  dispute.proposal = { creatorShare, by: adminId, at: now(ctx), acceptedBy: [] };
  await tell(ctx, dispute, 'dispute_proposed', 'Proposal to settle', (_t, what) =>
    `Sauti's mediator proposes to settle ${what} with ${percent(creatorShare)} of the held fee to the creator and the rest back to the brand. Accept or reject it by ${eatTime(dispute.mediationEndsAt!)}.`);
  return dispute;
}

/** One side accepts the proposal; once both have, it is settled as proposed. */
export async function acceptProposal(ctx: ServerContext, dispute: Dispute, side: DisputeSide): Promise<Dispute> {
  if (dispute.status === 'proposal' && dispute.proposal?.acceptedBy.includes(side)) throw new HttpError(409, 'You already accepted this proposal. It is waiting for the other side.');
  const bothAccepted = dispute.proposal?.acceptedBy.includes(otherSide(side)) ?? false;
  if (bothAccepted) {
    const share = dispute.proposal!.creatorShare;
    dispute.proposal!.acceptedBy.push(side);
    try {
      return await resolveDispute(ctx, dispute, { type: 'ACCEPT_PROPOSAL', bothAccepted }, { outcome: outcomeOf(share), creatorShare: share, decidedBy: 'agreement' }, now(ctx));
    } catch (error) {
      dispute.proposal!.acceptedBy.pop();
      throw error;
    }
  }
  await moveDispute(ctx, dispute, { type: 'ACCEPT_PROPOSAL', bothAccepted }, 'accepted');
  dispute.proposal!.acceptedBy.push(side);
  await tell(ctx, dispute, 'dispute_proposal_accepted', 'Proposal accepted', (_t, what) =>
    `${side === 'brand' ? 'The brand' : 'The creator'} accepted the proposal for ${what}. It is settled once ${sideName(otherSide(side))} accepts too.`);
  return dispute;
}

/** Either side rejects the proposal: the admin decides. */
export async function rejectProposal(ctx: ServerContext, dispute: Dispute, side: DisputeSide): Promise<Dispute> {
  await moveDispute(ctx, dispute, { type: 'REJECT_PROPOSAL' }, 'rejected');
  await tell(ctx, dispute, 'dispute_proposal_rejected', 'Proposal rejected', (_t, what) =>
    `${side === 'brand' ? 'The brand' : 'The creator'} rejected the proposal for ${what}. Sauti's mediator now decides it.`);
  return dispute;
}
