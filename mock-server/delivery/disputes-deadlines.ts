import type { Dispute } from '../../machines/disputeTypes.ts';
import type { ServerContext } from '../context.ts';
import { deliverableOf, disputeRows, moveDispute } from './disputes.ts';
import { resolveDispute } from './disputes-resolve.ts';
import { campaignTitle, label, tellBoth } from './notices.ts';

const isActive = (ctx: ServerContext, d: Dispute) => ctx.store.get('contracts').find({ id: d.contractId }).value()?.status === 'active';

/** No response in 5 business days: it resolves for the opener (a brand's is a refund, a creator's a release). */
async function responseTimeout(ctx: ServerContext, d: Dispute): Promise<void> { // PG-MERGE: await
  await resolveDispute(ctx, d, { type: 'RESPONSE_TIMEOUT' }, { outcome: d.openedBy === 'brand' ? 'refund' : 'release', decidedBy: 'timeout' }, d.respondBy);
}

/** Mediation's 14 days ran out without a settlement: the admin decides. */
function mediationTimeout(ctx: ServerContext, d: Dispute): void {
  moveDispute(ctx, d, { type: 'MEDIATION_TIMEOUT' }, 'passed to the mediator');
  const deliverable = deliverableOf(ctx, d);
  const title = campaignTitle(ctx, d.campaignId);
  const body = `Mediation of the dispute over ${label(deliverable)} for "${title}" ended without a settlement, so Sauti's mediator now decides it.`;
  tellBoth(ctx, deliverable, { type: 'dispute_to_admin', brand: { title: `Dispute to decide: ${title}`, body }, creator: { title: `Dispute to decide: ${title}`, body } });
}

/**
 * Moves every open dispute whose deadline the server's clock has passed. Returns how many moved; writes nothing.
 * One that cannot move (the ledger refused) is left as it was and tried again on the next request.
 */
export async function sweepDisputeDeadlines(ctx: ServerContext): Promise<number> { // PG-MERGE: await
  const now = ctx.clock.now();
  const due = (at: string | null) => at !== null && Date.parse(at) <= now;
  let moved = 0;
  for (const d of disputeRows(ctx).filter((x) => isActive(ctx, x))) {
    const step = d.status === 'awaiting_response' && due(d.respondBy) ? responseTimeout
      : (d.status === 'mediation' || d.status === 'proposal') && due(d.mediationEndsAt) ? mediationTimeout : null;
    if (!step) continue;
    try {
      await step(ctx, d); // PG-MERGE: await
      moved++;
    } catch (error) {
      console.error(`[delivery] dispute ${d.id} could not move past its deadline:`, (error as Error).message);
    }
  }
  return moved;
}
