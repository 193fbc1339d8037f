import type { Request, RequestHandler } from 'express';
import type { ServerContext } from '../../context.ts';
import { dueForReturn, dueForSuccess, moveItem } from './state.ts';
import type { ItemStatus, SimItem } from './types.ts';
import { itemEvent, sendEvents } from './webhooks.ts';

/** The address links point at: this simulator, as the client reached it. */
export const baseUrl = (req: Request) => `${req.protocol}://${req.get('host') ?? 'localhost'}`;

/**
 * Moves one item, saves, and announces the change with exactly one webhook.
 * The caller has checked the move is allowed.
 */
export function changeItem(ctx: ServerContext, req: Request, item: SimItem, to: ItemStatus, cause: 'change' | 'cancel' = 'change'): void {
  moveItem(ctx, item, to);
  ctx.store.write();
  sendEvents(ctx, [itemEvent(ctx, baseUrl(req), item, cause)]);
}

/**
 * Moves what time has settled: PENDING items whose SIM_PAYOUT_SECONDS are up become SUCCESS, unclaimed items whose 30
 * days are up are returned; one webhook each. There is no timer here: it runs on each request to the simulator and on
 * the dev server's ticker (mock-server/providers/auto-settle.ts), against ctx.clock, so the fake clock in tests and
 * `POST /api/dev/clock` drive it. `base` is the simulator's address for the events' links.
 */
export function settleDueItems(ctx: ServerContext, settleMs: number | null, base: string): number {
  const paid = dueForSuccess(ctx, settleMs);
  const returned = dueForReturn(ctx);
  if (!paid.length && !returned.length) return 0;
  for (const item of paid) moveItem(ctx, item, 'SUCCESS');
  for (const item of returned) moveItem(ctx, item, 'RETURNED');
  ctx.store.write();
  sendEvents(ctx, [...paid, ...returned].map((item) => itemEvent(ctx, base, item, 'change')));
  return paid.length + returned.length;
}

/** The sweep before each simulator request. */
export function settleDue(ctx: ServerContext, settleMs: number | null): RequestHandler {
  return (req, _res, next) => {
    settleDueItems(ctx, settleMs, baseUrl(req));
    next();
  };
}
