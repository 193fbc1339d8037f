import { applicationMachine } from '../machines/applicationMachine.ts';
import { campaignMachine } from '../machines/campaignMachine.ts';
import type { ServerContext } from './context.ts';
import { nextStatus } from './lifecycle.ts';
import { moveCampaign } from './campaign-view.ts';
import { sweepCampaign } from './money/holds.ts';
import { notify } from './notify.ts';
import type { CampaignRecord } from './types.ts';

/**
 * Recruiting closes (the brand closes it, or the last slot is filled): the campaign moves on through the
 * shared machine and every open application or invitation expires, each creator told. No write: the caller writes.
 */
export function closeRecruiting(ctx: ServerContext, campaign: CampaignRecord): void {
  const status = nextStatus(campaignMachine, campaign.status, { type: 'CLOSE_RECRUITING' }, { noun: 'campaign', action: 'closed to recruiting' });
  const now = new Date(ctx.clock.now()).toISOString();
  ctx.store.get('campaigns').find({ id: campaign.id }).assign({ status, updatedAt: now }).value();
  expireOpenApplications(ctx, campaign, now);
}

/** Every application still open on `campaign` expires (recruiting closed, or the campaign was cancelled). */
export function expireOpenApplications(ctx: ServerContext, campaign: CampaignRecord, now: string): void {
  const open = ctx.store.get('campaignApplications').value().filter(
    (a) => a.campaignId === campaign.id && applicationMachine.resolveState({ value: a.status, context: {} }).can({ type: 'CAMPAIGN_CLOSED' }),
  );
  for (const application of open) {
    const status = nextStatus(applicationMachine, application.status, { type: 'CAMPAIGN_CLOSED' }, { noun: 'application', action: 'expired' });
    ctx.store.get('campaignApplications').find({ id: application.id }).assign({ status, updatedAt: now }).value();
    notify(ctx, {
      userId: application.creatorId,
      type: 'application_expired',
      title: `Recruiting closed: ${campaign.title}`,
      body: `"${campaign.title}" is no longer recruiting, so your application has closed.`,
      href: '/influencer',
    });
  }
}

/** Ends the campaign's active contracts, each creator told why. No write. */
function endActiveContracts(ctx: ServerContext, campaign: CampaignRecord, why: string): void {
  const active = ctx.store.get('contracts').value().filter((c) => c.campaignId === campaign.id && c.status === 'active');
  for (const contract of active) {
    ctx.store.get('contracts').find({ id: contract.id }).assign({ status: 'cancelled' }).value();
    notify(ctx, {
      userId: contract.creatorId, type: 'contract_cancelled', href: '/influencer',
      title: `Campaign ${why}: ${campaign.title}`,
      body: `${campaign.brandName} ${why} "${campaign.title}", so your contract for it has ended and the fee held for you went back to the brand.`,
    });
  }
}

/**
 * The campaign is cancelled (by its brand, or because the brand's account was deleted): open applications
 * expire, active contracts end (each creator told), every open hold is voided and what is left in escrow goes back
 * to the brand's balance, in one ledger operation. The sweep runs first, so a refusal changes nothing. No write: the caller writes.
 */
export async function cancelCampaign(ctx: ServerContext, campaign: CampaignRecord): Promise<CampaignRecord> { // PG-MERGE: await
  nextStatus(campaignMachine, campaign.status, { type: 'CANCEL' }, { noun: 'campaign', action: 'cancelled' });
  await sweepCampaign(ctx, campaign); // PG-MERGE: await
  const cancelled = moveCampaign(ctx, campaign, 'CANCEL', 'cancelled');
  expireOpenApplications(ctx, cancelled, cancelled.updatedAt);
  endActiveContracts(ctx, cancelled, 'cancelled');
  return cancelled;
}

/**
 * The brand completes the campaign: released fees stay with their creators; a contract still active ends and its
 * hold is voided, and all that is left in escrow goes back to the brand's balance. No write: the caller writes.
 */
export async function completeCampaign(ctx: ServerContext, campaign: CampaignRecord): Promise<CampaignRecord> { // PG-MERGE: await
  nextStatus(campaignMachine, campaign.status, { type: 'COMPLETE' }, { noun: 'campaign', action: 'completed' });
  await sweepCampaign(ctx, campaign); // PG-MERGE: await
  const completed = moveCampaign(ctx, campaign, 'COMPLETE', 'completed');
  endActiveContracts(ctx, completed, 'completed');
  return completed;
}
