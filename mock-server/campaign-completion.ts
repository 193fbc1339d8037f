import { tellCampaignCompleted } from './campaign-notices.ts';
import { mirrorLater } from './campaign-mirror.ts';
import type { ServerContext } from './context.ts';
import { campaignFunds } from './money/campaign-funds.ts';
import { completeCampaign } from './recruiting.ts';

/**
 * PG-MERGE: delete this file at the merge; callers use campaign-lifecycle.ts's completeIfFinished (same name and
 * arguments, async). The synchronous, lowdb-backed rule kept for the other parts' synchronous code that ends contracts
 * in lowdb (delivery/approval.ts, delivery/disputes-resolve.ts, routes/funds.ts, purge.ts). Since each of them calls
 * it right after changing a contract, it notes the campaign and its contracts for the campaigns part to copy into
 * PostgreSQL (campaign-mirror.ts), whether or not the campaign completes.
 *
 * Called in the caller's synchronous block: no write, the caller's one write saves it. Returns true when the
 * campaign completed.
 */
export async function completeIfFinished(ctx: ServerContext, campaignId: string): Promise<boolean> { // PG-MERGE: await
  const contracts = ctx.store.get('contracts').value().filter((c) => c.campaignId === campaignId);
  mirrorLater(ctx, 'campaigns', [campaignId]);
  mirrorLater(ctx, 'contracts', contracts.map((c) => c.id));
  const campaign = ctx.store.get('campaigns').find({ id: campaignId }).value();
  if (!campaign || campaign.status !== 'in_progress') return false;
  if (contracts.length === 0 || contracts.some((c) => c.status === 'active')) return false;
  const { held } = await campaignFunds(ctx, campaign); // PG-MERGE: await
  try {
    await completeCampaign(ctx, campaign); // PG-MERGE: await
  } catch (error) {
    // The ledger refused the sweep (nothing moved): the change that ended the contract still stands, and the brand
    // can complete the campaign by hand.
    console.error(`[campaigns] campaign ${campaignId} could not complete by itself:`, (error as Error).message);
    return false;
  }
  tellCampaignCompleted(ctx, campaign, held, contracts);
  return true;
}
