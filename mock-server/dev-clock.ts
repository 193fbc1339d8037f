import { eq, sql } from 'drizzle-orm';
import type { RequestHandler } from 'express';
import type { ServerContext } from './context.ts';
import { settings } from './db/schema/index.ts';
import { route } from './http.ts';

const OFFSET = 'clockOffsetMs';
/** The development clock: real time plus an offset that every API process on the database shares. */
type SharedClock = ServerContext['clock'] & { setOffset?: (ms: number) => void };

/** Moves the shared clock on by `ms` for every process; returns the new offset. */
export async function advanceSharedClock(ctx: ServerContext, ms: number): Promise<number> {
  const [row] = await ctx.db.insert(settings).values({ name: OFFSET, value: ms })
    .onConflictDoUpdate({ target: settings.name, set: { value: sql`to_jsonb((${settings.value})::bigint + ${ms})` } })
    .returning({ value: settings.value });
  return Number(row?.value ?? ms);
}

/** Before each development request: this process's clock takes the shared offset, so a move made on another process holds here too. */
export function syncSharedClock(ctx: ServerContext): RequestHandler {
  const clock = ctx.clock as SharedClock;
  return route(async (_req, _res, next) => {
    if (clock.setOffset) {
      const [row] = await ctx.db.select({ value: settings.value }).from(settings).where(eq(settings.name, OFFSET));
      clock.setOffset(Number(row?.value ?? 0));
    }
    next();
  });
}
