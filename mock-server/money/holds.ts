import type { Contract } from '../../machines/campaignTypes.ts';
import { COMMISSION_RATE } from '../../machines/moneyTypes.ts';
import { HttpError } from '../http.ts';
import { accountCode } from '../ledger/accounts.ts';
import { money } from '../ledger/errors.ts';
import { applyLinked, transferId, transferRows, type LedgerContext, type LedgerOp, type LedgerTransfer } from '../ledger/ledger.ts';
import type { CampaignRecord } from '../types.ts';
import { campaignFunds } from './campaign-funds.ts';

/**
 * A campaign's held funds (docs/decisions/0009-money.md, "Transfer ids and flows"). Each function is one
 * `applyLinked` call, all or nothing, and writes nothing: the caller's one `ctx.store.write()` saves the money
 * with the records it belongs to.
 */
type HoldContract = Pick<Contract, 'id' | 'campaignId' | 'brandId' | 'creatorId' | 'agreedFee' | 'currency'>;

const NO_WRITE = { write: false } as const;
const contractRef = (id: string) => ({ type: 'contract', id });
export const holdIdOf = (contractId: string) => transferId('hold', contractId);

/** The contract's hold, if it was ever made (contracts from before the money issue have none). */
export const holdOf = (ctx: LedgerContext, contractId: string): LedgerTransfer | undefined =>
  transferRows(ctx.store).find((t) => t.id === holdIdOf(contractId) && t.flags.pending);

/** Pending transfers out of the campaign's escrow that are not yet posted or voided. */
export function openHolds(ctx: LedgerContext, campaignId: string): LedgerTransfer[] {
  const rows = transferRows(ctx.store);
  const resolved = new Set(rows.flatMap((t) => (t.pendingId ? [t.pendingId] : [])));
  const escrow = accountCode.escrow(campaignId);
  return rows.filter((t) => t.flags.pending && t.debitAccountId === escrow && !resolved.has(t.id));
}

/** The plain refusal when the campaign's free funds cannot cover a fee: both amounts named, nothing changed. */
export const tooLittleHeld = (free: number, fee: number, currency: string) =>
  new HttpError(409, `This campaign has ${money(free, currency)} of held funds free, less than the agreed fee of ${money(fee, currency)}, so this creator cannot be accepted.`,
    { fee: [`Only ${money(free, currency)} is free to hold.`] });

/** Accepting an application: the agreed fee is held for the creator (pending escrow → creator). 409 when too little is free. */
export function holdFee(ctx: LedgerContext, campaign: CampaignRecord, contract: HoldContract): LedgerTransfer[] {
  const { free } = campaignFunds(ctx, campaign);
  if (free < contract.agreedFee) throw tooLittleHeld(free, contract.agreedFee, contract.currency);
  return applyLinked(ctx, [{
    kind: 'transfer', id: holdIdOf(contract.id), pending: true, amount: contract.agreedFee, currency: contract.currency,
    debit: accountCode.escrow(campaign.id), credit: accountCode.creator(contract.creatorId, contract.currency), ref: contractRef(contract.id),
  }], NO_WRITE);
}

/** Cancelling a contract: its hold is voided and the fee goes back to the brand's balance. No hold, nothing to move. */
export function cancelContractFunds(ctx: LedgerContext, contract: HoldContract): LedgerTransfer[] {
  const hold = holdOf(ctx, contract.id);
  if (!hold) return [];
  return applyLinked(ctx, [
    { kind: 'void', pendingId: hold.id, id: transferId('void', hold.id) },
    { kind: 'transfer', id: transferId('refund', contract.id), debit: hold.debitAccountId, credit: accountCode.brand(contract.brandId, hold.currency),
      amount: hold.amount, currency: hold.currency, ref: contractRef(contract.id) },
  ], NO_WRITE);
}

/** Sauti's commission on a released fee, in whole minor units. */
export const commissionOn = (fee: number) => Math.round(fee * COMMISSION_RATE);

/** Releasing a contract's fee: the hold is posted to the creator and Sauti's commission taken from it. */
export function releaseContract(ctx: LedgerContext, contract: HoldContract): LedgerTransfer[] {
  const hold = holdOf(ctx, contract.id);
  if (!hold) throw new HttpError(409, 'No fee is held for this contract, so there is nothing to release.');
  const commission = commissionOn(hold.amount);
  const ops: LedgerOp[] = [{ kind: 'post', pendingId: hold.id, id: transferId('post', hold.id) }];
  if (commission > 0) {
    ops.push({ kind: 'transfer', id: transferId('commission', contract.id), debit: hold.creditAccountId, credit: accountCode.commission(hold.currency),
      amount: commission, currency: hold.currency, ref: contractRef(contract.id) });
  }
  return applyLinked(ctx, ops, NO_WRITE);
}

/** Cancelling or completing a campaign: every open hold is voided, then all that is left in escrow goes back to the brand. */
export function sweepCampaign(ctx: LedgerContext, campaign: Pick<CampaignRecord, 'id' | 'brandId' | 'currency' | 'budgetTotal'>): LedgerTransfer[] {
  const holds = openHolds(ctx, campaign.id);
  const ops: LedgerOp[] = holds.map((h) => ({ kind: 'void', pendingId: h.id, id: transferId('void', h.id) }));
  const { held } = campaignFunds(ctx, campaign);
  if (held > 0) {
    ops.push({ kind: 'transfer', id: transferId('sweep', campaign.id), debit: accountCode.escrow(campaign.id), credit: accountCode.brand(campaign.brandId, campaign.currency),
      amount: held, currency: campaign.currency, ref: { type: 'campaign', id: campaign.id } });
  }
  return ops.length > 0 ? applyLinked(ctx, ops, NO_WRITE) : [];
}
