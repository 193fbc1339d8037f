import { applicationMachine } from '../machines/lifecycles/applicationMachine.ts';
import { APPLICATION_STATUSES } from '../src/domain/campaign-types.ts';
import { campaignMachine } from '../machines/lifecycles/campaignMachine.ts';
import { moveCampaign } from './campaign-access.ts';
import { tellApplicationExpired, tellCampaignCompleted, tellContractEnded } from './campaign-notices.ts';
import { campaignForUpdate } from './campaign-records.ts';
import { applicationsWhere, updateApplication } from './application-records.ts';
import { contractsByCampaign, setContractStatus } from './contract-records.ts';
import type { ServerContext } from './context.ts';
import { inTransaction } from './db/transaction.ts';
import { nextStatus } from './lifecycle.ts';
import { campaignFunds } from './money/campaign-funds.ts';
import { sweepCampaign } from './money/holds.ts';
import type { CampaignRecord } from './types.ts';

/**
 * How a campaign's recruiting closes and how it ends, over PostgreSQL. Each takes a campaign its caller read with the
 * row locked, inside the caller's transaction (`ctx` is the transaction's); completeIfFinished opens its own when the
 * caller has none.
 */

/** Statuses an application can leave when the campaign closes (the machine's CAMPAIGN_CLOSED). */
const CLOSABLE = APPLICATION_STATUSES.filter((s) => applicationMachine.resolveState({ value: s, context: {} }).can({ type: 'CAMPAIGN_CLOSED' }));

/** Every application still open on `campaign` expires (recruiting closed, or the campaign was cancelled), each creator told. */
export async function expireOpenApplications(ctx: ServerContext, campaign: CampaignRecord, now: string): Promise<void> {
  for (const application of await applicationsWhere(ctx, { campaignId: campaign.id }, { statuses: CLOSABLE, lock: true })) {
    const status = nextStatus(applicationMachine, application.status, { type: 'CAMPAIGN_CLOSED' }, { noun: 'application', action: 'expired' });
    await updateApplication(ctx, application.id, { status: status as typeof application.status, updatedAt: now });
    await tellApplicationExpired(ctx, campaign, application);
  }
}

/** Recruiting closes (the brand closes it, or the last slot is filled): the campaign moves on and open applications expire. */
export async function closeRecruiting(ctx: ServerContext, campaign: CampaignRecord): Promise<CampaignRecord> {
  const closed = await moveCampaign(ctx, campaign, 'CLOSE_RECRUITING', 'closed to recruiting');
  await expireOpenApplications(ctx, closed, closed.updatedAt);
  return closed;
}

/** Ends the campaign's active contracts, each creator told why. */
async function endActiveContracts(ctx: ServerContext, campaign: CampaignRecord, why: string): Promise<void> {
  for (const contract of await contractsByCampaign(ctx, campaign.id, { status: 'active', lock: true })) {
    await setContractStatus(ctx, contract.id, 'cancelled');
    await tellContractEnded(ctx, campaign, contract, why);
  }
}

/**
 * The campaign is cancelled by its brand: open applications expire, active contracts end (each creator told), every
 * open hold is voided and what is left in escrow goes back to the brand's balance. The machine's check and the sweep
 * come first, so a refusal changes nothing.
 */
export async function cancelCampaign(ctx: ServerContext, campaign: CampaignRecord): Promise<CampaignRecord> {
  nextStatus(campaignMachine, campaign.status, { type: 'CANCEL' }, { noun: 'campaign', action: 'cancelled' });
  await sweepCampaign(ctx, campaign);
  const cancelled = await moveCampaign(ctx, campaign, 'CANCEL', 'cancelled');
  await expireOpenApplications(ctx, cancelled, cancelled.updatedAt);
  await endActiveContracts(ctx, cancelled, 'cancelled');
  return cancelled;
}

/**
 * The brand completes the campaign: released fees stay with their creators; a contract still active ends and its
 * hold is voided, and all that is left in escrow goes back to the brand's balance.
 */
export async function completeCampaign(ctx: ServerContext, campaign: CampaignRecord): Promise<CampaignRecord> {
  nextStatus(campaignMachine, campaign.status, { type: 'COMPLETE' }, { noun: 'campaign', action: 'completed' });
  await sweepCampaign(ctx, campaign);
  const completed = await moveCampaign(ctx, campaign, 'COMPLETE', 'completed');
  await endActiveContracts(ctx, completed, 'completed');
  return completed;
}

/**
 * The one rule for a campaign that finishes by itself (delivery issue): once the last of its contracts has ended, a
 * campaign that is `in_progress` completes through the shared machine and what is left in its escrow goes back to
 * the brand; both sides are told. Only `in_progress`: a recruiting campaign may fill its free slots, and a paused one
 * is the brand's to resume (resuming one with no contract left completes it then). Locks the campaign, then its
 * contracts, in the caller's transaction (or its own). Returns true when the campaign completed.
 */
export async function completeIfFinished(ctx: ServerContext, campaignId: string): Promise<boolean> {
  return inTransaction(ctx, async (tctx) => {
    const campaign = await campaignForUpdate(tctx, campaignId);
    if (!campaign || campaign.status !== 'in_progress') return false;
    const contracts = await contractsByCampaign(tctx, campaignId, { lock: true });
    if (contracts.length === 0 || contracts.some((c) => c.status === 'active')) return false;
    const { held } = await campaignFunds(tctx, campaign);
    try {
      await completeCampaign(tctx, campaign);
    } catch (error) {
      // The ledger refused the sweep (it runs before any write, so nothing moved): the change that ended the
      // contract still stands, and the brand can complete the campaign by hand.
      console.error(`[campaigns] campaign ${campaignId} could not complete by itself:`, (error as Error).message);
      return false;
    }
    await tellCampaignCompleted(tctx, campaign, held, contracts);
    return true;
  });
}
