import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Contract } from '../src/domain/campaign-types.ts';
import type { Lock } from './campaign-records.ts';
import type { ServerContext } from './context.ts';
import { contracts } from './db/schema/campaigns.ts';

/**
 * Contract rows (docs/decisions/0011-postgresql.md). Other parts end contracts too (delivery completes them, money
 * and the purge cancel them): each locks the row (contractForUpdate), then calls setContractStatus in its transaction.
 */
type Row = typeof contracts.$inferSelect;
/** The wire record: the end time stays on the server (reviews read it through contractEnd). */
export const contractRecord = ({ seq: _seq, endedAt: _endedAt, ...row }: Row): Contract => row;

/** When a contract left 'active', or null while it is active (issue 24: reviews open from it). */
export async function contractEnd(ctx: ServerContext, id: string): Promise<string | null> {
  const [row] = await ctx.db.select({ endedAt: contracts.endedAt }).from(contracts).where(eq(contracts.id, id));
  return row?.endedAt ?? null;
}

/** A contract by id, or null; `lock` takes its row for the rest of the transaction. */
export async function contractById(ctx: ServerContext, id: string, { lock = false }: Lock = {}): Promise<Contract | null> {
  const query = ctx.db.select().from(contracts).where(eq(contracts.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ? contractRecord(row) : null;
}

export const contractForUpdate = (ctx: ServerContext, id: string) => contractById(ctx, id, { lock: true });

/** The campaign's contracts, oldest first; `status` narrows them, `lock` takes their rows. */
export async function contractsByCampaign(ctx: ServerContext, campaignId: string, { lock = false, status }: Lock & { status?: Contract['status'] } = {}): Promise<Contract[]> {
  const where = and(eq(contracts.campaignId, campaignId), status ? eq(contracts.status, status) : undefined);
  const query = ctx.db.select().from(contracts).where(where).orderBy(contracts.createdAt, contracts.seq);
  return (lock ? await query.for('update') : await query).map(contractRecord);
}

/** One side's contracts (the brand's, or the creator's), newest first. */
export async function contractsOf(ctx: ServerContext, side: 'brandId' | 'creatorId', accountId: string): Promise<Contract[]> {
  const rows = await ctx.db.select().from(contracts).where(eq(contracts[side], accountId)).orderBy(desc(contracts.createdAt), desc(contracts.seq));
  return rows.map(contractRecord);
}

/** Which of `creatorIds` have at least one contract in `status`, in one query over the creator index. */
export async function creatorsWithContracts(ctx: ServerContext, creatorIds: Iterable<string>, status: Contract['status']): Promise<Set<string>> {
  const wanted = [...new Set(creatorIds)];
  if (wanted.length === 0) return new Set();
  const rows = await ctx.db.selectDistinct({ creatorId: contracts.creatorId }).from(contracts)
    .where(and(inArray(contracts.creatorId, wanted), eq(contracts.status, status)));
  return new Set(rows.map((r) => r.creatorId));
}

export async function insertContract(ctx: ServerContext, contract: Contract): Promise<Contract> {
  await ctx.db.insert(contracts).values(contract);
  return contract;
}

/** The one way a contract's status changes; leaving 'active' stamps `ended_at` with the server's clock. */
export async function setContractStatus(ctx: ServerContext, id: string, status: Contract['status']): Promise<Contract> {
  const endedAt = status === 'active' ? null : new Date(ctx.clock.now()).toISOString();
  const [row] = await ctx.db.update(contracts).set({ status, endedAt }).where(eq(contracts.id, id)).returning();
  if (!row) throw new Error(`Contract ${id} is not stored.`);
  return contractRecord(row);
}
