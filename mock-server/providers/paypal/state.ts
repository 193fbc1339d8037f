import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { ServerContext } from '../../context.ts';
import { paypalBatches, paypalItems, paypalTokens } from '../../db/schema/index.ts';
import type { ItemStatus, SimBatch, SimItem, SimToken } from './types.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** PayPal returns an unclaimed item's money after 30 days, and refuses a sender_batch_id reused within 30 days. */
export const UNCLAIMED_RETURN_MS = 30 * DAY_MS;
export const BATCH_ID_REUSE_MS = 30 * DAY_MS;

/**
 * The simulator's records, in the `paypal_tokens`, `paypal_batches` and `paypal_items` tables (mock-server/db/schema/
 * money.ts). A data reset empties them. An item changes status by a conditional update on the status it was read
 * with, so each change (and its one webhook) happens once, whichever request or process gets there first.
 */
type Db = Pick<ServerContext, 'db'>;
type BatchRow = typeof paypalBatches.$inferSelect;
type ItemRow = typeof paypalItems.$inferSelect;

const toBatch = ({ senderBatchId: _sender, ...row }: BatchRow): SimBatch => ({ kind: 'batch', ...row });
const toItem = ({ seq: _seq, ...row }: ItemRow): SimItem => ({ kind: 'item', ...row });

export async function insertToken(ctx: Db, { kind: _kind, ...token }: SimToken): Promise<void> {
  await ctx.db.insert(paypalTokens).values(token);
}

/** The token with this hash (a unique index), if it was ever handed out and not pruned. */
export async function tokenByHash(ctx: Db, tokenHash: string): Promise<SimToken | undefined> {
  const [row] = await ctx.db.select().from(paypalTokens).where(eq(paypalTokens.tokenHash, tokenHash));
  return row && { kind: 'token', ...row };
}

/** Drops expired tokens so the table does not grow without end. */
export async function pruneTokens(ctx: Pick<ServerContext, 'db' | 'clock'>): Promise<void> {
  await ctx.db.delete(paypalTokens).where(lte(paypalTokens.expiresAt, ctx.clock.now()));
}

/** A new batch with its items, together. */
export async function insertBatch(ctx: Db, { kind: _kind, ...batch }: SimBatch, items: readonly SimItem[]): Promise<void> {
  await ctx.db.insert(paypalBatches).values({ ...batch, senderBatchId: batch.senderBatchHeader.sender_batch_id });
  if (items.length > 0) await ctx.db.insert(paypalItems).values(items.map(({ kind: _kind, ...item }) => item));
}

export async function findBatch(ctx: Db, id: string): Promise<SimBatch | undefined> {
  const [row] = await ctx.db.select().from(paypalBatches).where(eq(paypalBatches.id, id));
  return row && toBatch(row);
}

/** The batch made with this sender_batch_id after `since`, if any (PayPal's duplicate rule). */
export async function batchSentSince(ctx: Db, senderBatchId: string, since: number): Promise<SimBatch | undefined> {
  const [row] = await ctx.db.select().from(paypalBatches)
    .where(and(eq(paypalBatches.senderBatchId, senderBatchId), gt(paypalBatches.createdAt, since))).orderBy(asc(paypalBatches.createdAt)).limit(1);
  return row && toBatch(row);
}

export async function findItem(ctx: Db, id: string): Promise<SimItem | undefined> {
  const [row] = await ctx.db.select().from(paypalItems).where(eq(paypalItems.id, id));
  return row && toItem(row);
}

export async function batchItems(ctx: Db, batchId: string): Promise<SimItem[]> {
  return (await ctx.db.select().from(paypalItems).where(eq(paypalItems.batchId, batchId)).orderBy(asc(paypalItems.seq))).map(toItem);
}

/** Every item, or those in one status, in the order they were made. */
export async function itemsIn(ctx: Db, status?: ItemStatus): Promise<SimItem[]> {
  return (await ctx.db.select().from(paypalItems).where(status && eq(paypalItems.status, status)).orderBy(asc(paypalItems.seq))).map(toItem);
}

/** A PayPal-looking id: 13 upper-case letters and digits. */
export function paypalId(ctx: Pick<ServerContext, 'random'>): string {
  const raw = Buffer.from(ctx.random.id() + ctx.random.id()).toString('hex').toUpperCase();
  return raw.slice(-13);
}

/**
 * Where an item may go next. The sandbox's own rules, as far as PayPal documents them: an unclaimed item is
 * claimed (SUCCESS) or returned; a paid item can later be refunded or reversed; the rest are final.
 */
const NEXT: Record<ItemStatus, readonly ItemStatus[]> = {
  PENDING: ['SUCCESS', 'FAILED', 'UNCLAIMED', 'ONHOLD', 'BLOCKED'],
  ONHOLD: ['SUCCESS', 'FAILED', 'UNCLAIMED', 'BLOCKED'],
  UNCLAIMED: ['SUCCESS', 'RETURNED'],
  SUCCESS: ['REFUNDED', 'REVERSED'],
  FAILED: [],
  RETURNED: [],
  BLOCKED: [],
  REFUNDED: [],
  REVERSED: [],
};

export const canMove = (from: ItemStatus, to: ItemStatus) => NEXT[from].includes(to);

/**
 * Moves an item from the status it was read with; the caller checked `canMove`, and sends the webhook. Null when the
 * item moved meanwhile (another request or process changed it first): nothing is written then.
 */
export async function moveItem(ctx: ServerContext, item: SimItem, to: ItemStatus): Promise<SimItem | null> {
  const now = ctx.clock.now();
  const [row] = await ctx.db.update(paypalItems).set({
    status: to,
    changedAt: now,
    processedAt: to === 'ONHOLD' ? item.processedAt : now,
    transactionId: to === 'SUCCESS' && !item.transactionId ? paypalId(ctx) : item.transactionId,
  }).where(and(eq(paypalItems.id, item.id), eq(paypalItems.status, item.status))).returning();
  return row ? toItem(row) : null;
}

/** Unclaimed items whose 30 days are up. Checked lazily, on each request to the simulator. */
export async function dueForReturn(ctx: Pick<ServerContext, 'db' | 'clock'>): Promise<SimItem[]> {
  const due = and(eq(paypalItems.status, 'UNCLAIMED'), lte(paypalItems.changedAt, ctx.clock.now() - UNCLAIMED_RETURN_MS));
  return (await ctx.db.select().from(paypalItems).where(due).orderBy(asc(paypalItems.seq))).map(toItem);
}

/**
 * PENDING items nobody resolved by hand whose time is up (SIM_PAYOUT_SECONDS): PayPal pays them, as the sandbox does
 * a moment after the payout is created. An item moved to ONHOLD by the controls is not PENDING, so it waits.
 */
export async function dueForSuccess(ctx: Pick<ServerContext, 'db' | 'clock'>, settleMs: number | null): Promise<SimItem[]> {
  if (settleMs === null) return [];
  const due = and(eq(paypalItems.status, 'PENDING'), lte(paypalItems.changedAt, ctx.clock.now() - settleMs));
  return (await ctx.db.select().from(paypalItems).where(due).orderBy(asc(paypalItems.seq))).map(toItem);
}

/** A batch is pending until an item moves, processing while any is in flight, then done. */
export function batchStatus(list: readonly SimItem[]): 'PENDING' | 'PROCESSING' | 'SUCCESS' {
  if (list.every((i) => i.status === 'PENDING')) return 'PENDING';
  return list.some((i) => i.status === 'PENDING' || i.status === 'ONHOLD') ? 'PROCESSING' : 'SUCCESS';
}
