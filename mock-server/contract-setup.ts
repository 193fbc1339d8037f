import type { Contract } from '../src/domain/campaign-types.ts';
import type { ServerContext } from './context.ts';
import { createDeliverables } from './delivery/deliverables.ts';
import { createTrackingLinks } from './tracking/links.ts';
import type { CampaignRecord } from './types.ts';

/**
 * What a new contract starts with (delivery issue): the campaign template's deliverables with their due dates, and its
 * trackable links and code. Called where a contract is created, in its transaction, so all of it commits together.
 */
export async function setUpContract(ctx: ServerContext, contract: Contract, campaign: CampaignRecord): Promise<void> {
  await createDeliverables(ctx, contract, campaign);
  await createTrackingLinks(ctx, contract, campaign);
}
