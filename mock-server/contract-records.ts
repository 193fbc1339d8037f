import { and, desc, eq } from 'drizzle-orm';
import type { Contract } from '../machines/campaignTypes.ts';
import { catchUp } from './campaign-mirror.ts';
import type { Lock } from './campaign-records.ts';
import type { ServerContext } from './context.ts';
import { contracts } from './db/schema/campaigns.ts';

/**
 * Contract rows (docs/decisions/0011-postgresql.md). Other parts change contracts too (delivery completes them, money
 * and the purge cancel them): until the merge they do it in lowdb and this part copies them over (campaign-mirror.ts);
 * every writer here also keeps lowdb's copy in step (PG-MERGE: dual write).
 */
type Row = typeof contracts.$inferSelect;
export const contractRecord = ({ seq: _seq, ...row }: Row): Contract => row;

/** A contract by id, or null; `lock` takes its row for the rest of the transaction. */
export async function contractById(ctx: ServerContext, id: string, { lock = false }: Lock = {}): Promise<Contract | null> {
  await catchUp(ctx);
  const query = ctx.db.select().from(contracts).where(eq(contracts.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ? contractRecord(row) : null;
}

export const contractForUpdate = (ctx: ServerContext, id: string) => contractById(ctx, id, { lock: true });

/** The campaign's contracts, oldest first; `status` narrows them, `lock` takes their rows. */
export async function contractsByCampaign(ctx: ServerContext, campaignId: string, { lock = false, status }: Lock & { status?: Contract['status'] } = {}): Promise<Contract[]> {
  await catchUp(ctx);
  const where = and(eq(contracts.campaignId, campaignId), status ? eq(contracts.status, status) : undefined);
  const query = ctx.db.select().from(contracts).where(where).orderBy(contracts.createdAt, contracts.seq);
  return (lock ? await query.for('update') : await query).map(contractRecord);
}

/** One side's contracts (the brand's, or the creator's), newest first. */
export async function contractsOf(ctx: ServerContext, side: 'brandId' | 'creatorId', accountId: string): Promise<Contract[]> {
  await catchUp(ctx);
  const rows = await ctx.db.select().from(contracts).where(eq(contracts[side], accountId)).orderBy(desc(contracts.createdAt), desc(contracts.seq));
  return rows.map(contractRecord);
}

export async function insertContract(ctx: ServerContext, contract: Contract): Promise<Contract> {
  await ctx.db.insert(contracts).values(contract);
  ctx.store.get('contracts').push(contract).value(); // PG-MERGE: dual write
  return contract;
}

export async function setContractStatus(ctx: ServerContext, id: string, status: Contract['status']): Promise<Contract> {
  const [row] = await ctx.db.update(contracts).set({ status }).where(eq(contracts.id, id)).returning();
  if (!row) throw new Error(`Contract ${id} is not stored.`);
  ctx.store.get('contracts').find({ id }).assign({ status }).value(); // PG-MERGE: dual write
  return contractRecord(row);
}
