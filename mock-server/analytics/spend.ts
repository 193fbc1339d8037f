import type { Contract } from '../../machines/campaignTypes.ts';
import { transferId, transferRows, type LedgerContext } from '../ledger/ledger.ts';
import { holdOf } from '../money/holds.ts';

/**
 * What a contract cost the brand, from the ledger: the fee released to the creator (all of it, or a dispute split's
 * share), or still held for them; nothing once the hold was voided (cancelled, refunded). A contract from before
 * the money issue has no hold: its agreed fee counts unless it was cancelled.
 */
export function contractSpend(ctx: LedgerContext, contract: Pick<Contract, 'id' | 'agreedFee' | 'status'>): number {
  const hold = holdOf(ctx, contract.id);
  if (!hold) return contract.status === 'cancelled' ? 0 : contract.agreedFee;
  const settled = transferRows(ctx.store).find((t) => t.pendingId === hold.id && (t.flags.post || t.flags.void)); // PG-MERGE: ledgerTransfers
  if (!settled) return hold.amount;
  return settled.flags.post ? settled.amount : 0;
}

/** The launch fee the brand paid for the campaign, or 0 while it is unpaid. */
export const launchFeePaid = (ctx: LedgerContext, campaignId: string): number =>
  transferRows(ctx.store).find((t) => t.id === transferId('launch-fee', campaignId))?.amount ?? 0; // PG-MERGE: ledgerTransfers
