import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { RequestHandler } from 'express';
import { deliverableMachine } from '../../machines/deliverableMachine.ts';
import type { Deliverable, DeliverableStatus } from '../../machines/deliveryTypes.ts';
import type { ServerContext } from '../context.ts';
import { deliverables, disputes } from '../db/schema/index.ts';
import { inTransaction } from '../db/transaction.ts';
import { route } from '../http.ts';
import { nextStatus } from '../lifecycle.ts';
import { everyInterval, type Every } from '../providers/auto-settle.ts';
import { approveDeliverable } from './approval.ts';
import { saveDeliverable } from './deliverables.ts';
import { passDisputeDeadline } from './disputes-deadlines.ts';
import { campaignTitle, eatTime, label, tellBoth } from './notices.ts';
import { settleKept } from './pending.ts';
import { fromDeliverableRow, fromDisputeRow } from './rows.ts';

/** Due rows are read this many at a time. */
const BATCH = 200;

const isActive = (ctx: ServerContext, contractId: string) => ctx.store.get('contracts').find({ id: contractId }).value()?.status === 'active'; // PG-MERGE: contracts

async function missDeadline(ctx: ServerContext, d: Deliverable): Promise<void> {
  const status = nextStatus(deliverableMachine, d.status, { type: 'DEADLINE_MISSED' }, { noun: 'deliverable', action: 'marked overdue' }) as DeliverableStatus;
  Object.assign(d, { status, updatedAt: new Date(ctx.clock.now()).toISOString() });
  await saveDeliverable(ctx, d);
  const title = campaignTitle(ctx, d.campaignId);
  tellBoth(ctx, d, {
    type: 'deliverable_overdue',
    brand: { title: `Overdue: ${title}`, body: `The creator's ${label(d)} for "${title}" was due ${eatTime(d.dueAt)} and has not been submitted.` },
    creator: { title: `Overdue: ${title}`, body: `Your ${label(d)} for "${title}" was due ${eatTime(d.dueAt)}. Submit it as soon as you can.` },
  });
}

type DeadlineTable = typeof deliverables | typeof disputes;

/**
 * The rows whose deadline has passed, earliest first (so a contract's last approval is the one that releases), read
 * through the partial deadline index a batch at a time. Rows of a contract that is not active are left waiting.
 */
async function dueIds(ctx: ServerContext, table: DeadlineTable, now: string): Promise<string[]> {
  const ids: string[] = [];
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const rows: Array<{ id: string; at: string | null; contractId: string }> = await ctx.db
      .select({ id: table.id, at: table.deadlineAt, contractId: table.contractId }).from(table as typeof deliverables)
      .where(and(isNotNull(table.deadlineAt), lte(table.deadlineAt, now), after ? sql`(${table.deadlineAt}, ${table.id}) > (${after.at}::timestamptz, ${after.id})` : undefined))
      .orderBy(asc(table.deadlineAt), asc(table.id)).limit(BATCH);
    ids.push(...rows.filter((r) => isActive(ctx, r.contractId)).map((r) => r.id));
    const last = rows.at(-1);
    if (rows.length < BATCH || !last?.at) return ids;
    after = { at: last.at, id: last.id };
  }
}

/**
 * Moves one due row in its own transaction. The row is claimed with `for update skip locked` and only while it is
 * still due: a row another process holds is skipped, and one it has moved is no longer due, so each deadline fires once.
 * A refusal (the ledger's) rolls this row back and leaves it due, to be tried again; the others still move.
 */
async function moveOne(ctx: ServerContext, table: DeadlineTable, id: string, now: string, move: (tctx: ServerContext, row: never) => Promise<boolean>): Promise<boolean> {
  try {
    return await inTransaction(ctx, async (tctx) => {
      const [row] = await tctx.db.select().from(table as typeof deliverables)
        .where(and(eq(table.id, id), lte(table.deadlineAt, now))).limit(1).for('update', { skipLocked: true });
      return row ? move(tctx, row as never) : false;
    });
  } catch (error) {
    console.error(`[delivery] ${table === disputes ? 'dispute' : 'deliverable'} ${id} could not move past its deadline:`, (error as Error).message);
    return false;
  }
}

async function passDeliverableDeadline(ctx: ServerContext, d: Deliverable): Promise<boolean> {
  if (!isActive(ctx, d.contractId)) return false;
  if (d.status === 'in_review') await approveDeliverable(ctx, d, 'AUTO_APPROVE', d.reviewDeadlineAt!);
  else if (d.status === 'pending') await missDeadline(ctx, d);
  else return false;
  return true;
}

/**
 * Moves every deliverable and dispute whose deadline the server's clock has passed: in review past its review
 * deadline is approved automatically (releasing the fee when it was the contract's last), pending past its due date
 * is overdue; a dispute past its response window resolves for the opener, past mediation goes to the admin. A
 * disputed deliverable is not in review, so its timer stays paused. Disputes first: one that ends may settle its
 * deliverable. Rows of a contract that is not active wait. Writes the store when something moved; returns how many.
 */
export async function runDueDeadlines(ctx: ServerContext): Promise<number> {
  const now = new Date(ctx.clock.now()).toISOString();
  let moved = 0;
  for (const id of await dueIds(ctx, disputes, now)) {
    const done = await moveOne(ctx, disputes, id, now, async (tctx, row: typeof disputes.$inferSelect) => {
      const d = fromDisputeRow(row);
      return isActive(tctx, d.contractId) && passDisputeDeadline(tctx, d);
    });
    if (done) moved++;
  }
  for (const id of await dueIds(ctx, deliverables, now)) {
    if (await moveOne(ctx, deliverables, id, now, (tctx, row: typeof deliverables.$inferSelect) => passDeliverableDeadline(tctx, fromDeliverableRow(row)))) moved++;
  }
  if (moved > 0) ctx.store.write();
  return moved;
}

/**
 * Before each API request: the work other parts began without waiting is finished (pending.ts), and the deadlines the
 * clock has passed move, so a request never sees a deadline that has passed unmoved (the tests' fake clock relies on
 * it). Cheap: one indexed query per table when nothing is due.
 */
export function deliveryDeadlines(ctx: ServerContext): RequestHandler {
  return route(async (_req, _res, next) => {
    await settleKept(ctx);
    await runDueDeadlines(ctx);
    next();
  });
}

export interface DeadlineTimerOptions {
  every?: Every;
  tickMs?: number;
}

/** Moves due deadlines every `tickMs` (a second), on every process: the claims keep each firing once. Returns the stop. */
export function startDeliveryDeadlines(ctx: ServerContext, options: DeadlineTimerOptions = {}): () => void {
  return (options.every ?? everyInterval)(options.tickMs ?? 1000, async () => {
    try {
      await runDueDeadlines(ctx);
    } catch (error) {
      console.warn('[delivery] moving due deadlines failed:', (error as Error).message);
    }
  });
}
