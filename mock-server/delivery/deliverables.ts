import type { Contract } from '../../machines/campaignTypes.ts';
import type { ServerContext } from '../context.ts';
import type { CampaignRecord } from '../types.ts';

/** The contract's deliverables from the campaign's template (helper E fills this in). Writes nothing. */
export function createDeliverables(_ctx: ServerContext, _contract: Contract, _campaign: CampaignRecord): void {}
