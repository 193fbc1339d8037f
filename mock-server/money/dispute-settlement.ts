import type { Contract } from '../../src/domain/campaign-types.ts';
import type { DisputeOutcome } from '../../src/domain/dispute-types.ts';
import { HttpError } from '../http.ts';
import { accountCode } from '../ledger/accounts.ts';
import { applyLinked, transferId, type LedgerContext, type LedgerOp, type LedgerTransfer } from '../ledger/ledger.ts';
import { cancelContractFunds, commissionOn, holdOf, releaseContract } from './holds.ts';

type SettledContract = Pick<Contract, 'id' | 'campaignId' | 'brandId' | 'creatorId' | 'agreedFee' | 'currency'>;

export interface Settlement {
  /** The creator's part of the held fee, before Sauti's commission. */
  creatorAmount: number;
  /** What went back to the brand's balance. */
  brandAmount: number;
  transfers: LedgerTransfer[];
}

/** The creator's share of `held`, in whole minor units. */
export const shareOf = (held: number, creatorShare: number) => Math.round(held * creatorShare);

/**
 * A split: ONE partial post of the hold for the creator's share (the ledger returns the remainder to escrow), the
 * commission on that share, and the remainder from escrow to the brand. Linked: all of it or nothing.
 */
async function splitContract(ctx: LedgerContext, contract: SettledContract, creatorShare: number): Promise<Settlement> {
  const hold = await holdOf(ctx, contract.id);
  if (!hold) throw new HttpError(409, 'No fee is held for this contract, so there is nothing to split.');
  const creatorAmount = shareOf(hold.amount, creatorShare);
  const brandAmount = hold.amount - creatorAmount;
  // A share that rounds to all or nothing is a release or a refund, each already one operation.
  if (brandAmount === 0) return { creatorAmount, brandAmount, transfers: await releaseContract(ctx, contract) };
  if (creatorAmount === 0) return { creatorAmount, brandAmount, transfers: await cancelContractFunds(ctx, contract) };
  const ref = { type: 'contract', id: contract.id };
  const ops: LedgerOp[] = [{ kind: 'post', pendingId: hold.id, amount: creatorAmount, id: transferId('post', hold.id) }];
  const commission = commissionOn(creatorAmount);
  if (commission > 0) {
    ops.push({ kind: 'transfer', id: transferId('commission', contract.id), debit: hold.creditAccountId, credit: accountCode.commission(hold.currency), amount: commission, currency: hold.currency, ref });
  }
  ops.push({ kind: 'transfer', id: transferId('refund', contract.id), debit: hold.debitAccountId, credit: accountCode.brand(contract.brandId, hold.currency), amount: brandAmount, currency: hold.currency, ref });
  return { creatorAmount, brandAmount, transfers: await applyLinked(ctx, ops) };
}

/**
 * Settles a disputed contract's held fee in one linked ledger operation: release (all to the creator, less
 * commission), refund (the hold voided, the fee back to the brand) or split at `creatorShare`. A contract from before
 * the money issue holds nothing: nothing moves and both amounts are 0. In the caller's transaction when it has one.
 */
export async function settleDispute(ctx: LedgerContext, contract: SettledContract, outcome: DisputeOutcome, creatorShare = 0): Promise<Settlement> {
  const hold = await holdOf(ctx, contract.id);
  if (!hold) return { creatorAmount: 0, brandAmount: 0, transfers: [] };
  if (outcome === 'release') return { creatorAmount: hold.amount, brandAmount: 0, transfers: await releaseContract(ctx, contract) };
  if (outcome === 'refund') return { creatorAmount: 0, brandAmount: hold.amount, transfers: await cancelContractFunds(ctx, contract) };
  return splitContract(ctx, contract, creatorShare);
}
