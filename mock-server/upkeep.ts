import { sql } from 'drizzle-orm';
import type { RequestHandler } from 'express';
import type { ServerContext } from './context.ts';
import { accounts, contracts, deliverables, disputes, settings } from './db/schema/index.ts';
import { runDueDeadlines } from './delivery/deadlines.ts';
import { CLOCK_OFFSET, type SharedClock } from './dev-clock.ts';
import { route } from './http.ts';
import { anyTrialReminderDue, sendTrialReminders } from './plan-reminders.ts';
import { purgeDue } from './purge.ts';

interface Probe {
  /** The shared development clock's offset, or null when none is set. */
  offset: number | null;
  /** An account's grace period has passed. */
  purge: boolean;
  /** A deliverable's or dispute's deadline has passed on an active contract. */
  deadlines: boolean;
  /** A trial owes a reminder (three days or one day before its end). */
  reminders: boolean;
}

/** Whether any deadline of `table` has passed on an active contract: one probe of its partial index. */
const anyDue = (table: typeof deliverables | typeof disputes, now: string) => sql`exists (
  select 1 from ${table} join ${contracts} on ${contracts.id} = ${table.contractId} and ${contracts.status} = 'active'
  where ${table.deadlineAt} is not null and ${table.deadlineAt} <= ${now}::timestamptz)`;

/** One round trip that says what, if anything, the request must wait for (nearly always nothing). */
async function probe(ctx: ServerContext, nowMs: number): Promise<Probe> {
  const now = new Date(nowMs).toISOString();
  // Both drivers (PGlite, node-postgres) answer `execute` with the rows under `rows`.
  const result = (await ctx.db.execute(sql`select
    (select ${settings.value} from ${settings} where ${settings.name} = ${CLOCK_OFFSET}) as "offset",
    exists (select 1 from ${accounts} where ${accounts.deleteAt} <= ${now}::timestamptz) as "purge",
    (${anyDue(deliverables, now)} or ${anyDue(disputes, now)}) as "deadlines",
    ${anyTrialReminderDue(nowMs)} as "reminders"`)) as unknown as { rows: Array<{ offset: unknown; purge: boolean; deadlines: boolean; reminders: boolean }> };
  const row = result.rows[0];
  return {
    offset: row?.offset === null || row?.offset === undefined ? null : Number(row.offset),
    purge: row?.purge === true, deadlines: row?.deadlines === true, reminders: row?.reminders === true,
  };
}

/**
 * Before each API request, in this order: the process takes the shared development clock's offset (so a move made
 * on another process holds here too), accounts whose grace period has passed are purged, and deadlines the clock has
 * passed move, and trials owed a reminder get it (the tests' fake clock relies on it; the timers do it in between). One query finds whether any of
 * that has work; only what has work runs. A changed clock offset runs both checks at the new time.
 */
export function upkeep(ctx: ServerContext): RequestHandler {
  const clock = ctx.clock as SharedClock;
  const shared = ctx.mode !== 'production' && typeof clock.setOffset === 'function';
  return route(async (_req, _res, next) => {
    const found = await probe(ctx, ctx.clock.now());
    let moved = false;
    if (shared) {
      moved = (found.offset ?? 0) !== clock.offset?.();
      clock.setOffset!(found.offset ?? 0);
    }
    if (moved || found.purge) await purgeDue(ctx);
    if (moved || found.deadlines) await runDueDeadlines(ctx);
    if (moved || found.reminders) await sendTrialReminders(ctx);
    next();
  });
}
