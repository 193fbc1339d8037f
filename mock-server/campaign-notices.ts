import type { Application, Contract } from '../src/domain/campaign-types.ts';
import type { ServerContext } from './context.ts';
import { money } from './ledger/errors.ts';
import { notify } from './notify.ts';
import type { CampaignRecord } from './types.ts';

/** What each side is told when recruiting closes or a campaign ends; in the caller's transaction, so a rollback tells no one. */

export async function tellApplicationExpired(ctx: ServerContext, campaign: CampaignRecord, application: Application): Promise<void> {
  await notify(ctx, {
    userId: application.creatorId,
    type: 'application_expired',
    title: `Recruiting closed: ${campaign.title}`,
    body: `"${campaign.title}" is no longer recruiting, so your application has closed.`,
    href: '/influencer',
  });
}

export async function tellContractEnded(ctx: ServerContext, campaign: CampaignRecord, contract: Contract, why: string): Promise<void> {
  await notify(ctx, {
    userId: contract.creatorId, type: 'contract_cancelled', href: '/influencer',
    title: `Campaign ${why}: ${campaign.title}`,
    body: `${campaign.brandName} ${why} "${campaign.title}", so your contract for it has ended and the fee held for you went back to the brand.`,
  });
}

/** The campaign completed by itself: the brand (with what went back from escrow) and each creator who finished. */
export async function tellCampaignCompleted(ctx: ServerContext, campaign: CampaignRecord, held: number, contracts: readonly Contract[]): Promise<void> {
  const back = held > 0 ? ` The ${money(held, campaign.currency)} left in its escrow went back to your balance.` : '';
  await notify(ctx, {
    userId: campaign.brandId, type: 'campaign_completed', href: `/brand/campaigns/${campaign.id}`,
    title: `Campaign completed: ${campaign.title}`,
    body: `Every contract on "${campaign.title}" has ended, so the campaign is complete.${back}`,
  });
  for (const creatorId of new Set(contracts.filter((c) => c.status === 'completed').map((c) => c.creatorId))) {
    await notify(ctx, {
      userId: creatorId, type: 'campaign_completed', href: '/influencer',
      title: `Campaign completed: ${campaign.title}`,
      body: `"${campaign.title}" by ${campaign.brandName} is complete. Thank you for your work on it.`,
    });
  }
}
