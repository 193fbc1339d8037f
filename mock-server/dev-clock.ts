import { sql } from 'drizzle-orm';
import type { ServerContext } from './context.ts';
import { settings } from './db/schema/index.ts';

/** The setting that holds the shared clock's offset. */
export const CLOCK_OFFSET = 'clockOffsetMs';
/** The development clock: real time plus an offset that every API process on the database shares. */
export type SharedClock = ServerContext['clock'] & { setOffset?: (ms: number) => void; offset?: () => number };

/** Moves the shared clock on by `ms` for every process; returns the new offset. */
export async function advanceSharedClock(ctx: ServerContext, ms: number): Promise<number> {
  const [row] = await ctx.db.insert(settings).values({ name: CLOCK_OFFSET, value: ms })
    .onConflictDoUpdate({ target: settings.name, set: { value: sql`to_jsonb((${settings.value})::bigint + ${ms})` } })
    .returning({ value: settings.value });
  return Number(row?.value ?? ms);
}
