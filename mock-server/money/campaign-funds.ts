import type { CampaignFunds } from '../../machines/moneyTypes.ts';
import { launchFeeFor } from '../../machines/moneyTypes.ts';
import { accountCode } from '../ledger/accounts.ts';
import { balances, transferId, transferRows, type LedgerContext } from '../ledger/ledger.ts';
import type { CampaignRecord } from '../types.ts';

type FundsCampaign = Pick<CampaignRecord, 'id' | 'brandId' | 'currency' | 'budgetTotal'>;

/**
 * A campaign's money, read from the ledger (docs/decisions/0009-money.md): what sits in its escrow, what is held
 * for accepted creators, what is free for the next acceptance, and what went to creators or back to the brand.
 * Before the launch is paid, `launchFee` is the fee the brand will pay.
 */
export function campaignFunds(ctx: LedgerContext, campaign: FundsCampaign): CampaignFunds {
  const escrow = accountCode.escrow(campaign.id);
  const brand = accountCode.brand(campaign.brandId, campaign.currency);
  const budget = campaign.budgetTotal ?? 0;
  const rows = transferRows(ctx.store);
  const total = (keep: (t: (typeof rows)[number]) => boolean) => rows.reduce((sum, t) => (keep(t) ? sum + t.amount : sum), 0);
  const paidFee = rows.find((t) => t.id === transferId('launch-fee', campaign.id));
  const account = balances(ctx, escrow);
  return {
    campaignId: campaign.id,
    currency: campaign.currency,
    launchFee: paidFee?.amount ?? launchFeeFor(budget, campaign.currency),
    budget,
    held: account.posted,
    allocated: account.debitsPending,
    free: account.available,
    released: total((t) => t.flags.post && t.debitAccountId === escrow),
    refunded: total((t) => !t.flags.pending && !t.flags.post && !t.flags.void && t.debitAccountId === escrow && t.creditAccountId === brand),
    brandBalance: balances(ctx, brand).available,
  };
}
