import { and, eq, gt, lte, notExists, sql } from 'drizzle-orm';
import type { ServerContext } from '../context.ts';
import { contracts, deadlineReminders, deliverables, disputes } from '../db/schema/index.ts';
import { inTransaction } from '../db/transaction.ts';
import { campaignTitle, eatTime, label } from '../delivery/notices.ts';
import { fromDeliverableRow } from '../delivery/rows.ts';
import { notify } from '../notify.ts';
import { everyInterval, type Every } from '../providers/auto-settle.ts';

/** Reminders go this long before a deliverable's review deadline or a dispute's reply deadline. */
export const REMINDER_AHEAD_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

type Table = typeof deliverables | typeof disputes;
const subjectOf = (table: Table) => (table === deliverables ? 'deliverable' : 'dispute');
/** The deadlines that are reminded of: a deliverable in review (auto-approval), a dispute awaiting its reply. */
const statusOf = (table: Table) => (table === deliverables ? 'in_review' : 'awaiting_response');

/** Rows whose deadline is within `REMINDER_AHEAD_MS` of `now` and not yet past, on an active contract, not yet reminded. */
const owed = (table: Table, now: number) => and(
  gt(table.deadlineAt, new Date(now).toISOString()), lte(table.deadlineAt, new Date(now + REMINDER_AHEAD_MS).toISOString()), eq(table.status, statusOf(table)),
  notExists(sql`(select 1 from ${deadlineReminders} where ${deadlineReminders.subject} = ${subjectOf(table)} and ${deadlineReminders.subjectId} = ${table.id} and ${deadlineReminders.deadlineAt} = ${table.deadlineAt})`),
);

/**
 * When the first reminder falls due (its deadline less a day), or null: the upkeep probe's part, a walk of the partial
 * deadline index from now on.
 */
export const firstReminderDue = (nowMs: number) => {
  const first = (table: Table) => sql`(select min(${table.deadlineAt}) from ${table} join ${contracts} on ${contracts.id} = ${table.contractId} and ${contracts.status} = 'active'
    where ${table.deadlineAt} is not null and ${table.deadlineAt} > ${new Date(nowMs).toISOString()}::timestamptz and ${table.status} = ${statusOf(table)}
    and not exists (select 1 from ${deadlineReminders} where ${deadlineReminders.subject} = ${subjectOf(table)} and ${deadlineReminders.subjectId} = ${table.id} and ${deadlineReminders.deadlineAt} = ${table.deadlineAt}))`;
  return sql`(least(${first(deliverables)}, ${first(disputes)}) - interval '24 hours')`;
};

/** Claims one reminder: the row is its key, so of two processes (or two sweeps) only one inserts it and tells. */
async function claim(ctx: ServerContext, subject: 'deliverable' | 'dispute', subjectId: string, deadlineAt: string): Promise<boolean> {
  const rows = await ctx.db.insert(deadlineReminders).values({ subject, subjectId, deadlineAt: new Date(deadlineAt).getTime(), createdAt: ctx.clock.now() })
    .onConflictDoNothing().returning({ id: deadlineReminders.subjectId });
  return rows.length === 1;
}

async function remindDeliverables(ctx: ServerContext, now: number): Promise<number> {
  const due = await ctx.db.select().from(deliverables)
    .innerJoin(contracts, and(eq(contracts.id, deliverables.contractId), eq(contracts.status, 'active')))
    .where(owed(deliverables, now)).orderBy(deliverables.deadlineAt).limit(BATCH);
  let sent = 0;
  for (const { deliverables: row } of due) {
    const d = fromDeliverableRow(row);
    const told = await inTransaction(ctx, async (tctx) => {
      if (!(await claim(tctx, 'deliverable', d.id, row.deadlineAt!))) return false;
      const title = await campaignTitle(tctx, d.campaignId);
      const by = eatTime(d.reviewDeadlineAt ?? row.deadlineAt!);
      await notify(tctx, { userId: d.brandId, type: 'review_deadline_reminder', href: `/brand/campaigns/${d.campaignId}`, title: `Review due within 24 hours: ${title}`, body: `Review the creator's ${label(d)} for "${title}" by ${by}, or it is approved automatically.` });
      await notify(tctx, { userId: d.creatorId, type: 'review_deadline_reminder', href: `/influencer/campaigns/${d.campaignId}`, title: `Review ends within 24 hours: ${title}`, body: `The brand has until ${by} to review your ${label(d)} for "${title}". If they do not answer by then, it is approved automatically.` });
      return true;
    });
    if (told) sent++;
  }
  return sent;
}

async function remindDisputes(ctx: ServerContext, now: number): Promise<number> {
  const due = await ctx.db.select().from(disputes)
    .innerJoin(contracts, and(eq(contracts.id, disputes.contractId), eq(contracts.status, 'active')))
    .where(owed(disputes, now)).orderBy(disputes.deadlineAt).limit(BATCH);
  let sent = 0;
  for (const { disputes: d } of due) {
    const told = await inTransaction(ctx, async (tctx) => {
      if (!(await claim(tctx, 'dispute', d.id, d.deadlineAt!))) return false;
      const title = await campaignTitle(tctx, d.campaignId);
      const by = eatTime(d.respondBy);
      const respondent = d.openedBy === 'brand' ? { id: d.creatorId, href: `/influencer/campaigns/${d.campaignId}` } : { id: d.brandId, href: `/brand/campaigns/${d.campaignId}` };
      const outcome = d.openedBy === 'brand' ? 'the brand is refunded' : 'the fee is released to the creator';
      await notify(tctx, { userId: respondent.id, type: 'dispute_deadline_reminder', href: respondent.href, title: `Dispute reply due within 24 hours: ${title}`, body: `Reply to the dispute over "${title}" by ${by}. Without a reply, it resolves for the other side: ${outcome}.` });
      return true;
    });
    if (told) sent++;
  }
  return sent;
}

/**
 * Reminds of each deadline 24 hours ahead, once: deliverables in review (both sides: the brand must review, the
 * creator learns when it is approved automatically) and disputes awaiting a reply (the side that must reply). Owed
 * rows are found through the partial deadline indexes; each is claimed by its reminder row in the transaction that
 * tells, so with two processes each reminder goes once, and a deadline that moves (a paused review) is owed anew.
 */
export async function sendDeadlineReminders(ctx: ServerContext): Promise<number> {
  const now = ctx.clock.now();
  return (await remindDisputes(ctx, now)) + (await remindDeliverables(ctx, now));
}

/** Sends due deadline reminders every `tickMs` (a second), on every process: the claims keep each one sent once. Returns the stop. */
export function startDeadlineReminders(ctx: ServerContext, options: { every?: Every; tickMs?: number } = {}): () => void {
  return (options.every ?? everyInterval)(options.tickMs ?? 1000, async () => {
    try {
      await sendDeadlineReminders(ctx);
    } catch (error) {
      console.warn('[notices] sending deadline reminders failed:', (error as Error).message);
    }
  });
}
