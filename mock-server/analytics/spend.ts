import type { Contract } from '../../src/domain/campaign-types.ts';
import type { ServerContext } from '../context.ts';
import { transferId, transfersByIds } from '../ledger/ledger.ts';
import { holdsOf, type ContractHold } from './contract-holds.ts';

type Spent = Pick<Contract, 'id' | 'agreedFee' | 'status'>;

/**
 * What a contract cost the brand, from the ledger: the fee released to the creator (all of it, or a dispute split's
 * share), or still held for them; nothing once the hold was voided (cancelled, refunded). A contract from before
 * the money issue has no hold: its agreed fee counts unless it was cancelled.
 */
function spendOf(contract: Spent, held: ContractHold | undefined): number {
  if (!held) return contract.status === 'cancelled' ? 0 : contract.agreedFee;
  if (!held.resolution) return held.hold.amount;
  return held.resolution.flags.post ? held.resolution.amount : 0;
}

/** What each contract cost the brand (spendOf), by contract id: one query for all their holds and resolutions. */
export async function contractSpends(ctx: Pick<ServerContext, 'db'>, contracts: readonly Spent[]): Promise<Map<string, number>> {
  const holds = await holdsOf(ctx, contracts.map((c) => c.id));
  return new Map(contracts.map((c) => [c.id, spendOf(c, holds.get(c.id))]));
}

/** The launch fee each campaign's brand paid, by campaign id (absent while unpaid): one query by the transfers' ids. */
export async function launchFeesPaid(ctx: Pick<ServerContext, 'db'>, campaignIds: readonly string[]): Promise<Map<string, number>> {
  const campaignOf = new Map(campaignIds.map((id) => [transferId('launch-fee', id), id]));
  const paid = await transfersByIds(ctx.db, [...campaignOf.keys()]);
  return new Map(paid.map((t) => [campaignOf.get(t.id)!, t.amount]));
}

/** The launch fee the brand paid for the campaign, or 0 while it is unpaid. */
export const launchFeePaid = async (ctx: Pick<ServerContext, 'db'>, campaignId: string): Promise<number> =>
  (await launchFeesPaid(ctx, [campaignId])).get(campaignId) ?? 0;
