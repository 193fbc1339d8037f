import { applicationMachine } from '../machines/applicationMachine.ts';
import { campaignMachine } from '../machines/campaignMachine.ts';
import { tellApplicationExpired, tellContractEnded } from './campaign-notices.ts';
import { mirrorLater } from './campaign-mirror.ts';
import { moveCampaign } from './campaign-view.ts';
import type { ServerContext } from './context.ts';
import { nextStatus } from './lifecycle.ts';
import { sweepCampaign } from './money/holds.ts';
import type { CampaignRecord } from './types.ts';

/**
 * PG-MERGE: delete this file at the merge. The synchronous, lowdb-backed twins of campaign-lifecycle.ts, kept only for
 * the other parts' synchronous code (purge.ts cancels a deleted brand's campaigns; campaign-completion.ts completes).
 * Each record it changes is noted for the campaigns part to copy into PostgreSQL (campaign-mirror.ts).
 */

function expireOpenApplications(ctx: ServerContext, campaign: CampaignRecord, now: string): void {
  const open = ctx.store.get('campaignApplications').value().filter(
    (a) => a.campaignId === campaign.id && applicationMachine.resolveState({ value: a.status, context: {} }).can({ type: 'CAMPAIGN_CLOSED' }),
  );
  for (const application of open) {
    const status = nextStatus(applicationMachine, application.status, { type: 'CAMPAIGN_CLOSED' }, { noun: 'application', action: 'expired' });
    ctx.store.get('campaignApplications').find({ id: application.id }).assign({ status, updatedAt: now }).value();
    tellApplicationExpired(ctx, campaign, application);
  }
  mirrorLater(ctx, 'campaignApplications', open.map((a) => a.id));
}

function endActiveContracts(ctx: ServerContext, campaign: CampaignRecord, why: string): void {
  const active = ctx.store.get('contracts').value().filter((c) => c.campaignId === campaign.id && c.status === 'active');
  for (const contract of active) {
    ctx.store.get('contracts').find({ id: contract.id }).assign({ status: 'cancelled' }).value();
    tellContractEnded(ctx, campaign, contract, why);
  }
  mirrorLater(ctx, 'contracts', active.map((c) => c.id));
}

/** campaign-lifecycle.ts's cancelCampaign, in lowdb. No write: the caller writes. */
export async function cancelCampaign(ctx: ServerContext, campaign: CampaignRecord): Promise<CampaignRecord> {
  nextStatus(campaignMachine, campaign.status, { type: 'CANCEL' }, { noun: 'campaign', action: 'cancelled' });
  await sweepCampaign(ctx, campaign);
  const cancelled = moveCampaign(ctx, campaign, 'CANCEL', 'cancelled');
  expireOpenApplications(ctx, cancelled, cancelled.updatedAt);
  endActiveContracts(ctx, cancelled, 'cancelled');
  return cancelled;
}

/** campaign-lifecycle.ts's completeCampaign, in lowdb. No write: the caller writes. */
export async function completeCampaign(ctx: ServerContext, campaign: CampaignRecord): Promise<CampaignRecord> {
  nextStatus(campaignMachine, campaign.status, { type: 'COMPLETE' }, { noun: 'campaign', action: 'completed' });
  await sweepCampaign(ctx, campaign);
  const completed = moveCampaign(ctx, campaign, 'COMPLETE', 'completed');
  endActiveContracts(ctx, completed, 'completed');
  return completed;
}
