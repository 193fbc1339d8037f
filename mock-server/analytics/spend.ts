import type { Contract } from '../../machines/campaignTypes.ts';
import { resolutionOf, transferById, transferId, type LedgerContext } from '../ledger/ledger.ts';
import { holdOf } from '../money/holds.ts';

/**
 * What a contract cost the brand, from the ledger: the fee released to the creator (all of it, or a dispute split's
 * share), or still held for them; nothing once the hold was voided (cancelled, refunded). A contract from before
 * the money issue has no hold: its agreed fee counts unless it was cancelled.
 */
export async function contractSpend(ctx: LedgerContext, contract: Pick<Contract, 'id' | 'agreedFee' | 'status'>): Promise<number> { // PG-MERGE: await
  const hold = await holdOf(ctx, contract.id);
  if (!hold) return contract.status === 'cancelled' ? 0 : contract.agreedFee;
  const settled = await resolutionOf(ctx, hold.id);
  if (!settled) return hold.amount;
  return settled.flags.post ? settled.amount : 0;
}

/** The launch fee the brand paid for the campaign, or 0 while it is unpaid. */
export const launchFeePaid = async (ctx: LedgerContext, campaignId: string): Promise<number> => // PG-MERGE: await
  (await transferById(ctx, transferId('launch-fee', campaignId)))?.amount ?? 0;
