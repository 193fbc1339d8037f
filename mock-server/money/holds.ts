import type { Contract } from '../../src/domain/campaign-types.ts';
import { commissionOn } from '../../src/domain/commission.ts';
import { HttpError } from '../http.ts';
import { accountCode } from '../ledger/accounts.ts';
import { money } from '../ledger/errors.ts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { ledgerTransfers } from '../db/schema/index.ts';
import { inTransaction } from '../db/transaction.ts';
import { applyLinked, lockAccounts, toTransfer, transferById, transferId, type LedgerContext, type LedgerOp, type LedgerTransfer } from '../ledger/ledger.ts';
import type { CampaignRecord } from '../types.ts';
import { campaignFunds } from './campaign-funds.ts';

/**
 * A campaign's held funds (docs/decisions/0009-money.md, "Transfer ids and flows"). Each function is one
 * `applyLinked` call, all or nothing, in the caller's transaction when it has one (`inTransaction`), so the money
 * commits with the records it belongs to.
 */
type HoldContract = Pick<Contract, 'id' | 'campaignId' | 'brandId' | 'creatorId' | 'agreedFee' | 'currency'>;

const contractRef = (id: string) => ({ type: 'contract', id });
export const holdIdOf = (contractId: string) => transferId('hold', contractId);
/** The transfer that releases a contract's fee to the creator: its hold, posted. */
export const releaseIdOf = (contractId: string) => transferId('post', holdIdOf(contractId));

/** The contract's hold, if it was ever made (contracts from before the money issue have none). */
export async function holdOf(ctx: LedgerContext, contractId: string): Promise<LedgerTransfer | undefined> {
  const hold = await transferById(ctx, holdIdOf(contractId));
  return hold?.flags.pending ? hold : undefined;
}

/** Pending transfers out of the campaign's escrow that are not yet posted or voided (by the escrow's index). */
export async function openHolds(ctx: LedgerContext, campaignId: string): Promise<LedgerTransfer[]> {
  const t = ledgerTransfers;
  const rows = await ctx.db.select().from(t)
    .where(and(eq(t.debitAccountId, accountCode.escrow(campaignId)), eq(t.pending, true),
      sql`not exists (select 1 from ${ledgerTransfers} as r where r.pending_id = ${t.id})`))
    .orderBy(asc(t.seq));
  return rows.map(toTransfer);
}

/** The plain refusal when the campaign's free funds cannot cover a fee: both amounts named, nothing changed. */
export const tooLittleHeld = (free: number, fee: number, currency: string) =>
  new HttpError(409, `This campaign has ${money(free, currency)} of held funds free, less than the agreed fee of ${money(fee, currency)}, so this creator cannot be accepted.`,
    { fee: [`Only ${money(free, currency)} is free to hold.`] });

/** Accepting an application: the agreed fee is held for the creator (pending escrow → creator). 409 when too little is free. */
export function holdFee(ctx: LedgerContext, campaign: CampaignRecord, contract: HoldContract): Promise<LedgerTransfer[]> {
  return inTransaction(ctx, async (tctx) => {
    // The escrow stays locked from this check to the hold, so two acceptances never both take the last free shilling.
    await lockAccounts(tctx, [accountCode.escrow(campaign.id)]);
    const { free } = await campaignFunds(tctx, campaign);
    if (free < contract.agreedFee) throw tooLittleHeld(free, contract.agreedFee, contract.currency);
    return applyLinked(tctx, [{
    kind: 'transfer', id: holdIdOf(contract.id), pending: true, amount: contract.agreedFee, currency: contract.currency,
      debit: accountCode.escrow(campaign.id), credit: accountCode.creator(contract.creatorId, contract.currency), ref: contractRef(contract.id),
    }]);
  });
}

/** Cancelling a contract: its hold is voided and the fee goes back to the brand's balance. No hold, nothing to move. */
export async function cancelContractFunds(ctx: LedgerContext, contract: HoldContract): Promise<LedgerTransfer[]> {
  const hold = await holdOf(ctx, contract.id);
  if (!hold) return [];
  return applyLinked(ctx, [
    { kind: 'void', pendingId: hold.id, id: transferId('void', hold.id) },
    { kind: 'transfer', id: transferId('refund', contract.id), debit: hold.debitAccountId, credit: accountCode.brand(contract.brandId, hold.currency),
      amount: hold.amount, currency: hold.currency, ref: contractRef(contract.id) },
  ]);
}

/** Sauti's commission on a released fee, in whole minor units: the rule the app shows (src/domain/commission.ts). */
export { commissionOn };

/** Releasing a contract's fee: the hold is posted to the creator and Sauti's commission taken from it. */
export async function releaseContract(ctx: LedgerContext, contract: HoldContract): Promise<LedgerTransfer[]> {
  const hold = await holdOf(ctx, contract.id);
  if (!hold) throw new HttpError(409, 'No fee is held for this contract, so there is nothing to release.');
  const commission = commissionOn(hold.amount);
  const ops: LedgerOp[] = [{ kind: 'post', pendingId: hold.id, id: releaseIdOf(contract.id) }];
  if (commission > 0) {
    ops.push({ kind: 'transfer', id: transferId('commission', contract.id), debit: hold.creditAccountId, credit: accountCode.commission(hold.currency),
      amount: commission, currency: hold.currency, ref: contractRef(contract.id) });
  }
  return applyLinked(ctx, ops);
}

/** Cancelling or completing a campaign: every open hold is voided, then all that is left in escrow goes back to the brand. */
export function sweepCampaign(ctx: LedgerContext, campaign: Pick<CampaignRecord, 'id' | 'brandId' | 'currency' | 'budgetTotal'>): Promise<LedgerTransfer[]> {
  return inTransaction(ctx, async (tctx) => {
    await lockAccounts(tctx, [accountCode.escrow(campaign.id)]);
    const holds = await openHolds(tctx, campaign.id);
    const ops: LedgerOp[] = holds.map((h) => ({ kind: 'void', pendingId: h.id, id: transferId('void', h.id) }));
    const { held } = await campaignFunds(tctx, campaign);
    if (held > 0) {
      ops.push({ kind: 'transfer', id: transferId('sweep', campaign.id), debit: accountCode.escrow(campaign.id), credit: accountCode.brand(campaign.brandId, campaign.currency),
        amount: held, currency: campaign.currency, ref: { type: 'campaign', id: campaign.id } });
    }
    return ops.length > 0 ? applyLinked(tctx, ops) : [];
  });
}
