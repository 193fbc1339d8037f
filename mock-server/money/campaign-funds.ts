import { and, eq, not } from 'drizzle-orm';
import type { CampaignFunds } from '../../src/domain/money-types.ts';
import { launchFeeFor } from '../../src/domain/money-types.ts';
import { ledgerTransfers as t, payments } from '../db/schema/index.ts';
import { accountCode } from '../ledger/accounts.ts';
import { balances, sumTransfers, transferById, transferId, type LedgerContext } from '../ledger/ledger.ts';
import type { CampaignRecord } from '../types.ts';

type FundsCampaign = Pick<CampaignRecord, 'id' | 'brandId' | 'currency' | 'budgetTotal'>;

/**
 * A campaign's money, read from the ledger (docs/decisions/0009-money.md): what sits in its escrow, what is held
 * for accepted creators, what is free for the next acceptance, and what went to creators or back to the brand.
 * Before the launch is paid, `launchFee` is the fee the brand will pay.
 */
export async function campaignFunds(ctx: LedgerContext, campaign: FundsCampaign): Promise<CampaignFunds> {
  const escrow = accountCode.escrow(campaign.id);
  const brand = accountCode.brand(campaign.brandId, campaign.currency);
  const budget = campaign.budgetTotal ?? 0;
  const paidFee = await transferById(ctx, transferId('launch-fee', campaign.id));
  // A free first launch posts no fee transfer: its succeeded payment says what it paid (nothing).
  const [paid] = paidFee ? [] : await ctx.db.select({ launchFee: payments.launchFee }).from(payments).where(and(eq(payments.campaignId, campaign.id), eq(payments.status, 'succeeded')));
  const account = await balances(ctx, escrow);
  const released = await sumTransfers(ctx, and(eq(t.debitAccountId, escrow), eq(t.post, true)));
  const refunded = await sumTransfers(ctx, and(eq(t.debitAccountId, escrow), eq(t.creditAccountId, brand), not(t.pending), not(t.post), not(t.void)));
  return {
    campaignId: campaign.id,
    currency: campaign.currency,
    launchFee: paidFee?.amount ?? paid?.launchFee ?? launchFeeFor(budget, campaign.currency),
    budget,
    held: account.posted,
    allocated: account.debitsPending,
    free: account.available,
    released,
    refunded,
    brandBalance: (await balances(ctx, brand)).available,
  };
}
