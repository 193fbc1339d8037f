import type { Dispute } from '../../src/domain/dispute-types.ts';
import type { ServerContext } from '../context.ts';
import { deliverableOf, moveDispute, saveDispute } from './disputes.ts';
import { resolveDispute } from './disputes-resolve.ts';
import { campaignTitle, label, tellBoth } from './notices.ts';

/** No response in 5 business days: it resolves for the opener (a brand's is a refund, a creator's a release). */
async function responseTimeout(ctx: ServerContext, d: Dispute): Promise<void> {
  await resolveDispute(ctx, d, { type: 'RESPONSE_TIMEOUT' }, { outcome: d.openedBy === 'brand' ? 'refund' : 'release', decidedBy: 'timeout' }, d.respondBy);
}

/** Mediation's 14 days ran out without a settlement: the admin decides. */
async function mediationTimeout(ctx: ServerContext, d: Dispute): Promise<void> {
  await moveDispute(ctx, d, { type: 'MEDIATION_TIMEOUT' }, 'passed to the mediator');
  await saveDispute(ctx, d);
  const deliverable = await deliverableOf(ctx, d);
  const title = await campaignTitle(ctx, d.campaignId);
  const body = `Mediation of the dispute over ${label(deliverable)} for "${title}" ended without a settlement, so Sauti's mediator now decides it.`;
  await tellBoth(ctx, deliverable, { type: 'dispute_to_admin', brand: { title: `Dispute to decide: ${title}`, body }, creator: { title: `Dispute to decide: ${title}`, body } });
}

/**
 * Moves a dispute (claimed and locked by the caller, with its campaign, contract and deliverable) past the deadline it
 * reached: the response window or mediation. Returns false when it has none running. Saves in the caller's transaction.
 */
export async function passDisputeDeadline(ctx: ServerContext, d: Dispute): Promise<boolean> {
  if (d.status === 'awaiting_response') await responseTimeout(ctx, d);
  else if (d.status === 'mediation' || d.status === 'proposal') await mediationTimeout(ctx, d);
  else return false;
  return true;
}
