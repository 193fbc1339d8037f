import type { Contract } from '../../machines/campaignTypes.ts';
import type { ServerContext } from '../context.ts';
import type { CampaignRecord } from '../types.ts';

/** The contract's trackable links and code (helper F fills this in). Writes nothing. */
export function createTrackingLinks(_ctx: ServerContext, _contract: Contract, _campaign: CampaignRecord): void {}
