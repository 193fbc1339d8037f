import type { ServerContext } from './context.ts';
import { money } from './ledger/errors.ts';
import { campaignFunds } from './money/campaign-funds.ts';
import { notify } from './notify.ts';
import { completeCampaign } from './recruiting.ts';

/**
 * The one rule for a campaign that finishes by itself (delivery issue): once the last of its contracts has ended
 * (every deliverable approved and the fee released, the contract cancelled, or its dispute settled), a campaign that
 * is `in_progress` completes through the shared machine, and what is left in its escrow goes back to the brand, by the
 * same `completeCampaign` (mock-server/recruiting.ts) as the brand's own "Complete". Both sides are told.
 *
 * Only `in_progress`: a campaign still recruiting may fill its free slots, and a paused one is the brand's to resume
 * (campaignMachine takes no COMPLETE while paused); resuming one with no contract left completes it then.
 *
 * Called from every place a contract ends, in the same synchronous block: no write, the caller's one write saves it.
 * Returns true when the campaign completed.
 */
export async function completeIfFinished(ctx: ServerContext, campaignId: string): Promise<boolean> { // PG-MERGE: await
  const campaign = ctx.store.get('campaigns').find({ id: campaignId }).value();
  if (!campaign || campaign.status !== 'in_progress') return false;
  const contracts = ctx.store.get('contracts').value().filter((c) => c.campaignId === campaignId);
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
  const back = held > 0 ? ` The ${money(held, campaign.currency)} left in its escrow went back to your balance.` : '';
  notify(ctx, {
    userId: campaign.brandId, type: 'campaign_completed', href: `/brand/campaigns/${campaign.id}`,
    title: `Campaign completed: ${campaign.title}`,
    body: `Every contract on "${campaign.title}" has ended, so the campaign is complete.${back}`,
  });
  for (const creatorId of new Set(contracts.filter((c) => c.status === 'completed').map((c) => c.creatorId))) {
    notify(ctx, {
      userId: creatorId, type: 'campaign_completed', href: '/influencer',
      title: `Campaign completed: ${campaign.title}`,
      body: `"${campaign.title}" by ${campaign.brandName} is complete. Thank you for your work on it.`,
    });
  }
  return true;
}
