import type { Contract } from '../../machines/campaignTypes.ts';
import type { Deliverable } from '../../machines/deliveryTypes.ts';
import type { ServerContext } from '../context.ts';
import type { CampaignRecord } from '../types.ts';
import { dueAtFor } from './timeline.ts';

/** What the delivery modules need of the server: the store, the clock and ids (the seed script passes its own). */
export type DeliveryContext = Pick<ServerContext, 'store' | 'clock' | 'random'>;

/** The `deliverables` collection, created empty on a data file from before the delivery issue. */
export function deliverableRows(ctx: Pick<ServerContext, 'store'>): Deliverable[] {
  const state = ctx.store.getState() as Record<string, unknown>;
  if (!Array.isArray(state.deliverables)) state.deliverables = [];
  return state.deliverables as Deliverable[];
}

/** A contract's deliverables in their template order. */
export const deliverablesOf = (ctx: Pick<ServerContext, 'store'>, contractId: string): Deliverable[] =>
  deliverableRows(ctx).filter((d) => d.contractId === contractId).sort((a, b) => a.index - b.index);

/**
 * The contract's deliverables from the campaign's template: one per entry and unit of its quantity, each due
 * `dueDays` calendar days after the contract was made or the campaign starts, whichever is later, and by its end. Pushes without writing: the caller's one write saves them.
 */
export function createDeliverables(ctx: DeliveryContext, contract: Contract, campaign: CampaignRecord): void {
  const start = Date.parse(contract.createdAt);
  const at = new Date(ctx.clock.now()).toISOString();
  const rows = deliverableRows(ctx);
  let index = 0;
  for (const entry of campaign.deliverables) {
    for (let n = 0; n < entry.quantity; n++) {
      index++;
      rows.push({
        id: ctx.random.id(), contractId: contract.id, campaignId: campaign.id, brandId: contract.brandId, creatorId: contract.creatorId, index,
        platform: entry.platform, type: entry.type, dueAt: new Date(dueAtFor(start, entry.dueDays, campaign)).toISOString(), status: 'pending',
        revisionsUsed: 0, reviewDeadlineAt: null, submissions: [], feedback: [], liveUrl: null, approvedAt: null, autoApproved: false,
        createdAt: at, updatedAt: at,
      });
    }
  }
}
