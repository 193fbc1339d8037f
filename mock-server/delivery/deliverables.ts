import { asc, eq } from 'drizzle-orm';
import type { Contract } from '../../src/domain/campaign-types.ts';
import type { Deliverable } from '../../src/domain/delivery-types.ts';
import type { ServerContext } from '../context.ts';
import { deliverables } from '../db/schema/index.ts';
import type { CampaignRecord } from '../types.ts';
import { deliverableRow, fromDeliverableRow } from './rows.ts';
import { dueAtFor } from './timeline.ts';

/** What making deliverables needs of the server: the database (or the caller's transaction), the clock and ids. */
export type DeliveryContext = Pick<ServerContext, 'db' | 'clock' | 'random'>;
type Holder = Pick<ServerContext, 'db'>;

/** One deliverable; with `lock`, its row stays locked until the caller's transaction ends (check, then write). */
export async function deliverableById(ctx: Holder, id: string, lock = false): Promise<Deliverable | undefined> {
  const query = ctx.db.select().from(deliverables).where(eq(deliverables.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row && fromDeliverableRow(row);
}

/** A contract's deliverables in their template order; `lock` locks them all, in that order. */
export async function deliverablesOf(ctx: Holder, contractId: string, lock = false): Promise<Deliverable[]> {
  const query = ctx.db.select().from(deliverables).where(eq(deliverables.contractId, contractId)).orderBy(asc(deliverables.index));
  return (lock ? await query.for('update') : await query).map(fromDeliverableRow);
}

/** Saves a deliverable's changed record (and with it the deadline the timer looks for). */
export async function saveDeliverable(ctx: Holder, d: Deliverable): Promise<Deliverable> {
  const { id: _id, ...row } = deliverableRow(d);
  await ctx.db.update(deliverables).set(row).where(eq(deliverables.id, d.id));
  return d;
}

/**
 * The contract's deliverables from the campaign's template: one per entry and unit of its quantity, each due
 * `dueDays` calendar days after the contract was made or the campaign starts, whichever is later, and by its end.
 * Run it in the transaction that makes the contract, so both are saved together.
 */
export async function createDeliverables(ctx: DeliveryContext, contract: Contract, campaign: CampaignRecord): Promise<void> {
  const start = Date.parse(contract.createdAt);
  const at = new Date(ctx.clock.now()).toISOString();
  const rows: Deliverable[] = [];
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
  if (rows.length > 0) await ctx.db.insert(deliverables).values(rows.map(deliverableRow));
}
