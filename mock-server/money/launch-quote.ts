import { and, eq, inArray, or } from 'drizzle-orm';
import { quoteLaunch, type LaunchQuote } from '../../src/domain/launch-quote.ts';
import type { ServerContext } from '../context.ts';
import { lockKey } from '../db/locks.ts';
import { payments } from '../db/schema/index.ts';
import { accountCode } from '../ledger/accounts.ts';
import { balances, lockAccounts } from '../ledger/ledger.ts';
import type { CampaignRecord } from '../types.ts';

type QuotedCampaign = Pick<CampaignRecord, 'id' | 'brandId' | 'currency' | 'budgetTotal'>;

/**
 * A brand's launch is its first, and free, while it has no launched campaign (no succeeded launch payment) and no
 * free launch already waiting for its payer. Once one launch is paid the brand has had its first campaign, even if
 * that campaign was later cancelled: the fee is waived once per brand. The seed's brands have all launched before.
 */
export async function isFreeLaunch(ctx: Pick<ServerContext, 'db'>, brandId: string): Promise<boolean> {
  const [found] = await ctx.db.select({ id: payments.id }).from(payments).where(and(
    eq(payments.brandId, brandId),
    eq(payments.purpose, 'launch'),
    or(eq(payments.status, 'succeeded'), and(eq(payments.freeLaunch, true), inArray(payments.status, ['initiated', 'awaiting_payer', 'unknown']))),
  )).limit(1);
  return !found;
}

/** The quote as it stands now (no locks): what `GET /campaigns/:id/launch-quote` shows the brand before paying. */
export async function launchQuoteFor(ctx: ServerContext, campaign: QuotedCampaign): Promise<LaunchQuote> {
  const balance = (await balances(ctx, accountCode.brand(campaign.brandId, campaign.currency))).available;
  return quoteLaunch({ campaignId: campaign.id, currency: campaign.currency, budget: campaign.budgetTotal ?? 0, freeLaunch: await isFreeLaunch(ctx, campaign.brandId), balance });
}

/**
 * The quote a payment is made from, inside its transaction: the brand's launches are serialised by a lock on the
 * brand (so two launches paid at once cannot both be the free one; the database's payments_one_free_launch
 * refuses it too), and the brand's balance account is locked until the payment holds what it takes from it.
 */
export async function lockedLaunchQuote(tctx: ServerContext, campaign: QuotedCampaign): Promise<LaunchQuote> {
  await lockKey(tctx.db, 'brand-launch', campaign.brandId);
  await lockAccounts(tctx, [accountCode.brand(campaign.brandId, campaign.currency)]);
  return launchQuoteFor(tctx, campaign);
}
