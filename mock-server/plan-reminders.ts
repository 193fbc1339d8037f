import { and, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { eatDateTime } from '../src/domain/eat.ts';
import { planById, TRIAL_REMINDER_DAYS } from '../src/domain/plans.ts';
import type { ServerContext } from './context.ts';
import { accounts } from './db/schema/index.ts';
import { inTransaction } from './db/transaction.ts';
import { notify } from './notify.ts';
import { everyInterval, type Every } from './providers/auto-settle.ts';
import { runSubscriptionUpkeep } from './subscription-upkeep.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Trials still running that owe the reminder `days` before their end (read through accounts_trial_reminder). */
const owes = (days: number, nowMs: number) => {
  const now = new Date(nowMs).toISOString();
  const by = new Date(nowMs + days * DAY_MS).toISOString();
  return and(
    isNotNull(accounts.trialEndsAt), gt(accounts.trialEndsAt, now), lte(accounts.trialEndsAt, by),
    or(isNull(accounts.trialRemindedDays), gt(accounts.trialRemindedDays, days)),
  );
};

/**
 * When the first running trial is owed its next reminder (the earliest of its reminders not yet sent), or null: the
 * upkeep probe's part, a walk of the partial index accounts_trial_reminder.
 */
export const firstTrialReminder = (nowMs: number) => {
  const days = [...TRIAL_REMINDER_DAYS].sort((a, b) => b - a);
  // The first reminder not yet sent, furthest from the end first, is the trial's next.
  const next = sql.join(days.map((d) => sql`when ${accounts.trialRemindedDays} is null or ${accounts.trialRemindedDays} > ${d} then ${accounts.trialEndsAt} - ${d} * interval '1 day'`), sql` `);
  const last = Math.min(...days);
  return sql`(select min(case ${next} end) from ${accounts} where ${accounts.trialEndsAt} is not null and ${accounts.trialEndsAt} > ${new Date(nowMs).toISOString()}::timestamptz
    and (${accounts.trialRemindedDays} is null or ${accounts.trialRemindedDays} > ${last}))`;
};

/**
 * Reminds each trial's holder three days and one day before it ends (in-app and by email). The nearest reminder is
 * claimed first (`update … where still owed … returning`), so a clock that jumps past both sends only the one-day
 * reminder, and each is sent once even with two processes: the second's update finds nothing owed. A trial that has
 * ended is owed nothing. Returns how many were sent.
 */
export async function sendTrialReminders(ctx: ServerContext): Promise<number> {
  let sent = 0;
  for (const days of [...TRIAL_REMINDER_DAYS].sort((a, b) => a - b)) {
    sent += await inTransaction(ctx, async (tctx) => {
      const claimed = await tctx.db.update(accounts).set({ trialRemindedDays: days }).where(owes(days, tctx.clock.now()))
        .returning({ id: accounts.id, plan: accounts.trialPlan, endsAt: accounts.trialEndsAt });
      for (const { id, plan, endsAt } of claimed) {
        const name = planById(plan ?? '')?.name ?? 'plan';
        const when = days === 1 ? 'tomorrow' : `in ${days} days`;
        await notify(tctx, {
          userId: id, type: 'trial_ending', href: '/upgrade',
          title: `Your ${name} trial ends ${when}`,
          body: `Your free ${name} trial ends on ${eatDateTime(endsAt!)}. After that your account moves to the free tier: what is already running keeps running, but nothing new beyond the free tier's limits can start.`,
        });
      }
      return claimed.length;
    });
  }
  return sent;
}

/**
 * Sends due trial reminders, and subscriptions' renewal reminders and endings, every `tickMs` (a minute), on every
 * process: the claims keep each one done once. Returns the stop.
 */
export function startTrialReminders(ctx: ServerContext, options: { every?: Every; tickMs?: number } = {}): () => void {
  return (options.every ?? everyInterval)(options.tickMs ?? 60_000, async () => {
    try {
      await sendTrialReminders(ctx);
      await runSubscriptionUpkeep(ctx);
    } catch (error) {
      console.warn('[plans] sending trial reminders failed:', (error as Error).message);
    }
  });
}
