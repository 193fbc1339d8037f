import type { Request, RequestHandler } from 'express';
import type { ServerContext } from '../../context.ts';
import { dueForReturn, moveItem } from './state.ts';
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
 * Returns unclaimed items whose 30 days are up. There is no background timer: the check runs on each
 * request to the simulator, so the fake clock in tests and `POST /api/dev/clock` drive it.
 */
export function returnUnclaimed(ctx: ServerContext): RequestHandler {
  return (req, _res, next) => {
    const due = dueForReturn(ctx);
    if (due.length) {
      for (const item of due) moveItem(ctx, item, 'RETURNED');
      ctx.store.write();
      sendEvents(ctx, due.map((item) => itemEvent(ctx, baseUrl(req), item, 'change')));
    }
    next();
  };
}
