import type { RequestHandler } from 'express';
import { deliverableMachine } from '../../machines/deliverableMachine.ts';
import type { Deliverable, DeliverableStatus } from '../../machines/deliveryTypes.ts';
import type { ServerContext } from '../context.ts';
import { route } from '../http.ts';
import { nextStatus } from '../lifecycle.ts';
import { approveDeliverable } from './approval.ts';
import { deliverableRows } from './deliverables.ts';
import { sweepDisputeDeadlines } from './disputes-deadlines.ts';
import { campaignTitle, eatTime, label, tellBoth } from './notices.ts';

const isActive = (ctx: ServerContext, d: Deliverable) => ctx.store.get('contracts').find({ id: d.contractId }).value()?.status === 'active';

function missDeadline(ctx: ServerContext, d: Deliverable): void {
  const status = nextStatus(deliverableMachine, d.status, { type: 'DEADLINE_MISSED' }, { noun: 'deliverable', action: 'marked overdue' }) as DeliverableStatus;
  Object.assign(d, { status, updatedAt: new Date(ctx.clock.now()).toISOString() });
  const title = campaignTitle(ctx, d.campaignId);
  tellBoth(ctx, d, {
    type: 'deliverable_overdue',
    brand: { title: `Overdue: ${title}`, body: `The creator's ${label(d)} for "${title}" was due ${eatTime(d.dueAt)} and has not been submitted.` },
    creator: { title: `Overdue: ${title}`, body: `Your ${label(d)} for "${title}" was due ${eatTime(d.dueAt)}. Submit it as soon as you can.` },
  });
}

/**
 * Moves every deliverable whose deadline the server's clock has passed: in review past its review deadline is
 * approved automatically (releasing the fee when it was the contract's last), pending past its due date is overdue.
 * A disputed deliverable is not in review, so its timer stays paused; the disputes' own deadlines (response, mediation)
 * are swept first. Returns how many moved; writes nothing.
 */
export async function sweepDeliveryDeadlines(ctx: ServerContext): Promise<number> { // PG-MERGE: await
  // Disputes first: one that ends may settle its deliverable before the deliverables' own deadlines are looked at.
  const disputes = await sweepDisputeDeadlines(ctx); // PG-MERGE: await
  const now = ctx.clock.now();
  const due = (at: string | null) => at !== null && Date.parse(at) <= now;
  // Earliest deadline first, so a contract's last approval is the one that releases.
  const moving = deliverableRows(ctx)
    .filter((d) => (d.status === 'in_review' && due(d.reviewDeadlineAt)) || (d.status === 'pending' && due(d.dueAt)))
    .filter((d) => isActive(ctx, d))
    .sort((a, b) => Date.parse(a.reviewDeadlineAt ?? a.dueAt) - Date.parse(b.reviewDeadlineAt ?? b.dueAt));
  let moved = 0;
  for (const d of moving) {
    try {
      if (d.status === 'in_review') await approveDeliverable(ctx, d, 'AUTO_APPROVE', d.reviewDeadlineAt!); // PG-MERGE: await
      else missDeadline(ctx, d);
      moved++;
    } catch (error) {
      // The ledger refused (nothing changed for this one): the others still move, and this one is tried again next time.
      console.error(`[delivery] deliverable ${d.id} could not move past its deadline:`, (error as Error).message);
    }
  }
  return disputes + moved;
}

/** Deadlines belong to the server: they are checked lazily before each request, on the injected clock. */
export function deliveryDeadlines(ctx: ServerContext): RequestHandler {
  return route(async (_req, _res, next) => { // PG-MERGE: await
    if ((await sweepDeliveryDeadlines(ctx)) > 0) ctx.store.write();
    next();
  });
}
