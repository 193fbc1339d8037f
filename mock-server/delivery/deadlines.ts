import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { deliverableMachine } from '../../machines/lifecycles/deliverableMachine.ts';
import type { Deliverable, DeliverableStatus } from '../../src/domain/delivery-types.ts';
import { campaignForUpdate } from '../campaign-records.ts';
import type { ServerContext } from '../context.ts';
import { contractForUpdate } from '../contract-records.ts';
import { contracts, deliverables, disputes } from '../db/schema/index.ts';
import { inTransaction } from '../db/transaction.ts';
import { nextStatus } from '../lifecycle.ts';
import { everyInterval, type Every } from '../providers/auto-settle.ts';
import { approveDeliverable } from './approval.ts';
import { deliverableById, saveDeliverable } from './deliverables.ts';
import { passDisputeDeadline } from './disputes-deadlines.ts';
import { campaignTitle, eatTime, label, tellBoth } from './notices.ts';
import { fromDeliverableRow, fromDisputeRow } from './rows.ts';

/** Due rows are read this many at a time. */
const BATCH = 200;

async function missDeadline(ctx: ServerContext, d: Deliverable): Promise<void> {
  const status = nextStatus(deliverableMachine, d.status, { type: 'DEADLINE_MISSED' }, { noun: 'deliverable', action: 'marked overdue' }) as DeliverableStatus;
  Object.assign(d, { status, updatedAt: new Date(ctx.clock.now()).toISOString() });
  await saveDeliverable(ctx, d);
  const title = await campaignTitle(ctx, d.campaignId);
  await tellBoth(ctx, d, {
    type: 'deliverable_overdue',
    brand: { title: `Overdue: ${title}`, body: `The creator's ${label(d)} for "${title}" was due ${eatTime(d.dueAt)} and has not been submitted.` },
    creator: { title: `Overdue: ${title}`, body: `Your ${label(d)} for "${title}" was due ${eatTime(d.dueAt)}. Submit it as soon as you can.` },
  });
}

type DeadlineTable = typeof deliverables | typeof disputes;
interface Due { id: string; contractId: string; campaignId: string; deliverableId: string }

/**
 * The rows whose deadline has passed, earliest first (so a contract's last approval is the one that releases), read
 * through the partial deadline index a batch at a time. Rows of a contract that is not active are left waiting: the
 * join with the contract's row keeps them out.
 */
async function dueRows(ctx: ServerContext, table: DeadlineTable, now: string): Promise<Due[]> {
  const due: Due[] = [];
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const deliverableId = table === disputes ? disputes.deliverableId : deliverables.id;
    const rows: Array<Due & { at: string | null }> = await ctx.db
      .select({ id: table.id, at: table.deadlineAt, contractId: table.contractId, campaignId: table.campaignId, deliverableId }).from(table as typeof deliverables)
      .innerJoin(contracts, and(eq(contracts.id, table.contractId), eq(contracts.status, 'active')))
      .where(and(isNotNull(table.deadlineAt), lte(table.deadlineAt, now), after ? sql`(${table.deadlineAt}, ${table.id}) > (${after.at}::timestamptz, ${after.id})` : undefined))
      .orderBy(asc(table.deadlineAt), asc(table.id)).limit(BATCH);
    due.push(...rows.map(({ at: _at, ...row }) => row));
    const last = rows.at(-1);
    if (rows.length < BATCH || !last?.at) return due;
    after = { at: last.at, id: last.id };
  }
}

/**
 * Moves one due row in its own transaction. Its campaign, contract and (for a dispute) deliverable are locked first,
 * in the order every writer takes them (a deadline may end the contract, and the campaign with it), so a sweep never
 * deadlocks with a request; then the row is claimed with `for update skip locked` and only while it is still due: a
 * row another process holds is skipped, and one it has moved is no longer due, so each deadline fires once. A refusal
 * (the ledger's) rolls this row back and leaves it due, to be tried again; the others still move.
 */
async function moveOne<T>(ctx: ServerContext, table: DeadlineTable, due: Due, now: string, read: (row: never) => T, move: (tctx: ServerContext, row: T) => Promise<boolean>): Promise<boolean> {
  try {
    return await inTransaction(ctx, async (tctx) => {
      await campaignForUpdate(tctx, due.campaignId);
      if ((await contractForUpdate(tctx, due.contractId))?.status !== 'active') return false;
      if (table === disputes) await deliverableById(tctx, due.deliverableId, true);
      const [row] = await tctx.db.select().from(table as typeof deliverables)
        .where(and(eq(table.id, due.id), lte(table.deadlineAt, now))).limit(1).for('update', { skipLocked: true });
      return row ? move(tctx, read(row as never)) : false;
    });
  } catch (error) {
    console.error(`[delivery] ${table === disputes ? 'dispute' : 'deliverable'} ${due.id} could not move past its deadline:`, (error as Error).message);
    return false;
  }
}

async function passDeliverableDeadline(ctx: ServerContext, d: Deliverable): Promise<boolean> {
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
 * deliverable. Rows of a contract that is not active wait. Returns how many moved.
 */
export async function runDueDeadlines(ctx: ServerContext): Promise<number> {
  const now = new Date(ctx.clock.now()).toISOString();
  let moved = 0;
  for (const due of await dueRows(ctx, disputes, now)) {
    if (await moveOne(ctx, disputes, due, now, fromDisputeRow, passDisputeDeadline)) moved++;
  }
  for (const due of await dueRows(ctx, deliverables, now)) {
    if (await moveOne(ctx, deliverables, due, now, fromDeliverableRow, passDeliverableDeadline)) moved++;
  }
  return moved;
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
