import { sql } from 'drizzle-orm';
import type { RequestHandler } from 'express';
import type { ServerContext } from './context.ts';
import { accounts, contracts, deliverables, disputes, settings } from './db/schema/index.ts';
import { runDueDeadlines } from './delivery/deadlines.ts';
import { CLOCK_OFFSET, type SharedClock } from './dev-clock.ts';
import { route } from './http.ts';
import { firstReminderDue, sendDeadlineReminders } from './notices/reminders.ts';
import { firstTrialReminder, sendTrialReminders } from './plan-reminders.ts';
import { purgeDue } from './purge.ts';
import { firstSubscriptionDue, runSubscriptionUpkeep } from './subscription-upkeep.ts';

/**
 * How long one probe's answer stands for this process, by its clock. Within it, a request runs no query of its own
 * unless the clock reaches the earliest due time the probe saw. Nothing the product stores falls due within a
 * second of being written (review windows are days, the grace period 30 days), so only two things wait up to this
 * long: a move of the shared development clock made by another process, and the real clock passing a deadline
 * (which the deadline timer moves every second as well).
 */
export const PROBE_STANDS_MS = 1_000;

interface Probe {
  /** The shared development clock's offset, or null when none is set. */
  offset: number | null;
  /** When the first account's grace period ends (epoch ms), or null when none is scheduled. */
  nextPurge: number | null;
  /** The earliest deadline of a deliverable or dispute on an active contract (epoch ms), or null. */
  nextDeadline: number | null;
  /** When the first trial is owed a reminder (three days or one day before its end), or null. */
  nextReminder: number | null;
  /** When the first subscription is owed its renewal reminder or ends (period end, or grace end), or null. */
  nextSubscription: number | null;
  /** When the first deadline is owed its reminder a day ahead (notices/reminders.ts), or null. */
  nextNotice: number | null;
}

/** The earliest deadline of `table` on an active contract: a walk of its partial index on deadline_at. */
const firstDeadline = (table: typeof deliverables | typeof disputes) => sql`(
  select min(${table.deadlineAt}) from ${table} join ${contracts} on ${contracts.id} = ${table.contractId} and ${contracts.status} = 'active'
  where ${table.deadlineAt} is not null)`;

const epochMs = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** One round trip: the shared clock's offset and the earliest time a purge, a deadline or a trial reminder falls due. */
async function probe(ctx: ServerContext, nowMs: number): Promise<Probe> {
  // Both drivers (PGlite, node-postgres) answer `execute` with the rows under `rows`, float8 as numbers.
  const result = (await ctx.db.execute(sql`select
    (select ${settings.value} from ${settings} where ${settings.name} = ${CLOCK_OFFSET}) as "offset",
    extract(epoch from (select min(${accounts.deleteAt}) from ${accounts}))::float8 * 1000 as "nextPurge",
    extract(epoch from least(${firstDeadline(deliverables)}, ${firstDeadline(disputes)}))::float8 * 1000 as "nextDeadline",
    extract(epoch from ${firstTrialReminder(nowMs)})::float8 * 1000 as "nextReminder",
    extract(epoch from ${firstSubscriptionDue(nowMs)})::float8 * 1000 as "nextSubscription",
    extract(epoch from ${firstReminderDue(nowMs)})::float8 * 1000 as "nextNotice"`)) as unknown as { rows: Array<Record<keyof Probe, unknown>> };
  const row = result.rows[0];
  return {
    offset: epochMs(row?.offset), nextPurge: epochMs(row?.nextPurge), nextDeadline: epochMs(row?.nextDeadline), nextReminder: epochMs(row?.nextReminder),
    nextSubscription: epochMs(row?.nextSubscription), nextNotice: epochMs(row?.nextNotice),
  };
}

/**
 * Before each API request, in this order: the process takes the shared development clock's offset (so a move made
 * on another process holds here too), accounts whose grace period has passed are purged, deadlines the clock has
 * passed move, trials owed a reminder get it, subscriptions owed a renewal reminder or an ending get it, and deadlines
 * a day away get their reminder (the
 * tests' movable clock relies on it; timers do it in between). One query says
 * whether any of that has work, and its answer stands for PROBE_STANDS_MS or until the clock reaches the earliest due
 * time it saw, so under load nearly every request runs no query for it at all.
 */
export function upkeep(ctx: ServerContext): RequestHandler {
  const clock = ctx.clock as SharedClock;
  const shared = ctx.mode !== 'production' && typeof clock.setOffset === 'function';
  /** The clock's time at the last probe and the earliest due time it saw; null: probe on the next request. */
  let standing: { at: number; due: number } | null = null;
  return route(async (_req, _res, next) => {
    const now = ctx.clock.now();
    if (standing && now >= standing.at && now < standing.at + PROBE_STANDS_MS && now < standing.due) return next();
    const offsetBefore = clock.offset?.();
    const found = await probe(ctx, now);
    let moved = false;
    // A move made here while the probe was out (POST /api/dev/clock, or another request's probe) is newer than what
    // the probe read: taking the probe's offset would put the clock back, and a code sent next would meet its cooldown.
    const overtaken = shared && clock.offset?.() !== offsetBefore;
    if (shared && !overtaken) {
      moved = (found.offset ?? 0) !== offsetBefore;
      clock.setOffset!(found.offset ?? 0);
    }
    const at = ctx.clock.now();
    const purge = moved || (found.nextPurge !== null && found.nextPurge <= at);
    const deadlines = moved || (found.nextDeadline !== null && found.nextDeadline <= at);
    const reminders = moved || (found.nextReminder !== null && found.nextReminder <= at);
    const subscribed = moved || (found.nextSubscription !== null && found.nextSubscription <= at);
    const noticed = moved || (found.nextNotice !== null && found.nextNotice <= at);
    if (purge) await purgeDue(ctx);
    if (deadlines) await runDueDeadlines(ctx);
    if (reminders) await sendTrialReminders(ctx);
    if (subscribed) await runSubscriptionUpkeep(ctx);
    if (noticed) await sendDeadlineReminders(ctx);
    // After work the next due time is not known: the next request probes again.
    const due = Math.min(found.nextPurge ?? Infinity, found.nextDeadline ?? Infinity, found.nextReminder ?? Infinity, found.nextSubscription ?? Infinity, found.nextNotice ?? Infinity);
    standing = overtaken || purge || deadlines || reminders || subscribed || noticed ? null : { at, due };
    next();
  });
}
