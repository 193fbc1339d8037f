import type { Contract } from '../machines/campaignTypes.ts';
import type { ServerContext } from './context.ts';
import { createDeliverables } from './delivery/deliverables.ts';
import { createTrackingLinks } from './tracking/links.ts';
import type { CampaignRecord } from './types.ts';

/**
 * What a new contract starts with (delivery issue): the campaign template's deliverables with their due dates, and its
 * trackable links and code. Called where a contract is created, inside its transaction; it only adds to lowdb, which the
 * caller saves once the transaction commits (PG-MERGE: deliverables, trackingLinks move with the delivery part).
 */
export function setUpContract(ctx: ServerContext, contract: Contract, campaign: CampaignRecord): void {
  createDeliverables(ctx, contract, campaign);
  createTrackingLinks(ctx, contract, campaign);
}
