import type { Request, RequestHandler } from 'express';
import type { ServerContext } from '../../context.ts';
import { dueForReturn, dueForSuccess, moveItem } from './state.ts';
import type { ItemStatus, SimItem } from './types.ts';
import { itemEvent, sendEvents } from './webhooks.ts';

/** The address links point at: this simulator, as the client reached it. */
export const baseUrl = (req: Request) => `${req.protocol}://${req.get('host') ?? 'localhost'}`;

/**
 * Moves one item, and announces the change with exactly one webhook. The caller has checked the move is allowed;
 * null (and no webhook) when the item moved meanwhile, by another request or process.
 */
export async function changeItem(ctx: ServerContext, req: Request, item: SimItem, to: ItemStatus, cause: 'change' | 'cancel' = 'change'): Promise<SimItem | null> {
  const moved = await moveItem(ctx, item, to);
  if (moved) sendEvents(ctx, [itemEvent(ctx, baseUrl(req), moved, cause)]);
  return moved;
}

/**
 * Moves what time has settled: PENDING items whose SIM_PAYOUT_SECONDS are up become SUCCESS, unclaimed items whose 30
 * days are up are returned; one webhook each, from whichever request or process moved the item. There is no timer
 * here: it runs on each request to the simulator and on the dev server's ticker (mock-server/providers/auto-settle.ts),
 * against ctx.clock, so the fake clock in tests and `POST /api/dev/clock` drive it. `base` is the simulator's address
 * for the events' links.
 */
export async function settleDueItems(ctx: ServerContext, settleMs: number | null, base: string): Promise<number> {
  const due = [
    ...(await dueForSuccess(ctx, settleMs)).map((item) => ({ item, to: 'SUCCESS' as const })),
    ...(await dueForReturn(ctx)).map((item) => ({ item, to: 'RETURNED' as const })),
  ];
  const moved: SimItem[] = [];
  for (const { item, to } of due) {
    const done = await moveItem(ctx, item, to);
    if (done) moved.push(done);
  }
  sendEvents(ctx, moved.map((item) => itemEvent(ctx, base, item, 'change')));
  return moved.length;
}

/** The sweep before each simulator request. */
export function settleDue(ctx: ServerContext, settleMs: number | null): RequestHandler {
  return (req, _res, next) => {
    settleDueItems(ctx, settleMs, baseUrl(req)).then(() => next(), next);
  };
}
