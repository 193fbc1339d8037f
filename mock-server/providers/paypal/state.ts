import type { ServerContext } from '../../context.ts';
import type { ItemStatus, SimBatch, SimItem, SimRecord, SimToken } from './types.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** PayPal returns an unclaimed item's money after 30 days, and refuses a sender_batch_id reused within 30 days. */
export const UNCLAIMED_RETURN_MS = 30 * DAY_MS;
export const BATCH_ID_REUSE_MS = 30 * DAY_MS;

/**
 * The simulator's records, in the `paypalSim` collection. The seed may not have it (and a data reset
 * reloads the seed), so it is created on first use.
 */
export function simRecords(ctx: ServerContext): SimRecord[] {
  const state = ctx.store.getState() as Record<string, unknown>;
  if (!Array.isArray(state.paypalSim)) state.paypalSim = [];
  return state.paypalSim as SimRecord[];
}

export const tokens = (ctx: ServerContext) => simRecords(ctx).filter((r): r is SimToken => r.kind === 'token');
export const batches = (ctx: ServerContext) => simRecords(ctx).filter((r): r is SimBatch => r.kind === 'batch');
export const items = (ctx: ServerContext) => simRecords(ctx).filter((r): r is SimItem => r.kind === 'item');
export const findBatch = (ctx: ServerContext, id: string) => batches(ctx).find((b) => b.id === id);
export const findItem = (ctx: ServerContext, id: string) => items(ctx).find((i) => i.id === id);
export const batchItems = (ctx: ServerContext, batchId: string) => items(ctx).filter((i) => i.batchId === batchId);

/** A PayPal-looking id: 13 upper-case letters and digits. */
export function paypalId(ctx: ServerContext): string {
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

/** Moves an item; the caller checked `canMove`, writes the store and sends the webhook. */
export function moveItem(ctx: ServerContext, item: SimItem, to: ItemStatus): void {
  const now = ctx.clock.now();
  item.status = to;
  item.changedAt = now;
  if (to !== 'ONHOLD') item.processedAt = now;
  if (to === 'SUCCESS' && !item.transactionId) item.transactionId = paypalId(ctx);
}

/** Unclaimed items whose 30 days are up. Checked lazily, on each request to the simulator. */
export function dueForReturn(ctx: ServerContext): SimItem[] {
  const now = ctx.clock.now();
  return items(ctx).filter((i) => i.status === 'UNCLAIMED' && now - i.changedAt >= UNCLAIMED_RETURN_MS);
}

/**
 * PENDING items nobody resolved by hand whose time is up (SIM_PAYOUT_SECONDS): PayPal pays them, as the sandbox does
 * a moment after the payout is created. An item moved to ONHOLD by the controls is not PENDING, so it waits.
 */
export function dueForSuccess(ctx: ServerContext, settleMs: number | null): SimItem[] {
  if (settleMs === null) return [];
  const now = ctx.clock.now();
  return items(ctx).filter((i) => i.status === 'PENDING' && now - i.changedAt >= settleMs);
}

/** A batch is pending until an item moves, processing while any is in flight, then done. */
export function batchStatus(list: readonly SimItem[]): 'PENDING' | 'PROCESSING' | 'SUCCESS' {
  if (list.every((i) => i.status === 'PENDING')) return 'PENDING';
  return list.some((i) => i.status === 'PENDING' || i.status === 'ONHOLD') ? 'PROCESSING' : 'SUCCESS';
}

/** Drops expired tokens so the collection does not grow without end. */
export function pruneTokens(ctx: ServerContext): void {
  const now = ctx.clock.now();
  const list = simRecords(ctx);
  for (let i = list.length - 1; i >= 0; i--) {
    const r = list[i];
    if (r?.kind === 'token' && r.expiresAt <= now) list.splice(i, 1);
  }
}
