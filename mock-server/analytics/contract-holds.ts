import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ServerContext } from '../context.ts';
import { ledgerTransfers } from '../db/schema/index.ts';
import { toTransfer, type LedgerTransfer } from '../ledger/ledger.ts';
import { holdIdOf } from '../money/holds.ts';

/** A contract's hold and the post or void that resolved it, if one did. */
export interface ContractHold {
  hold: LedgerTransfer;
  resolution: LedgerTransfer | undefined;
}

/**
 * Each contract's hold (money/holds.ts's holdOf) with its resolution (ledger.ts's resolutionOf), for many contracts in
 * one query over the transfers' primary key and unique pending_id: the money part reads them one contract at a time.
 * Contracts without a hold (from before the money issue) are absent.
 */
export async function holdsOf(ctx: Pick<ServerContext, 'db'>, contractIds: readonly string[]): Promise<Map<string, ContractHold>> {
  if (contractIds.length === 0) return new Map();
  const contractOfHold = new Map(contractIds.map((id) => [holdIdOf(id), id]));
  const resolution = alias(ledgerTransfers, 'resolution');
  const rows = await ctx.db.select({ hold: ledgerTransfers, resolution }).from(ledgerTransfers)
    .leftJoin(resolution, eq(resolution.pendingId, ledgerTransfers.id))
    .where(and(inArray(ledgerTransfers.id, [...contractOfHold.keys()]), eq(ledgerTransfers.pending, true)));
  return new Map(rows.map((row) => [contractOfHold.get(row.hold.id)!, { hold: toTransfer(row.hold), resolution: row.resolution ? toTransfer(row.resolution) : undefined }]));
}
