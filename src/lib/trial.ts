import type { Trial, User, UserPlan } from '../domain/user-types.ts';
import { account } from '../content/account.ts';
import { planById } from '../domain/plans.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left in a trial, rounded up, never below zero. */
export function trialDaysLeft(trial: Pick<Trial, 'endsAt'>, now = Date.now()): number {
  return Math.max(0, Math.ceil((Date.parse(trial.endsAt) - now) / DAY_MS));
}

/** A plan's name from its id, for showing a trial. */
export const planName = (id: string): string => planById(id)?.name ?? id;

/** A trial or grace period that has run out since the user was read is the free tier (the server says so on the next read). */
export function planNow(plan: UserPlan, now = Date.now()): UserPlan {
  const over = plan.until !== null && plan.status !== 'paid' && Date.parse(plan.until) <= now;
  return over ? { id: 'free', name: account.planBadge.free, status: 'free', until: null } : plan;
}

/** Whether the trial is in force: as the server stated it (`user.plan`) when it did, else by the trial's end. */
export function trialRunning(user: Pick<User, 'trial' | 'plan'>, now = Date.now()): boolean {
  if (!user.trial) return false;
  if (user.plan) return planNow(user.plan, now).status === 'trial';
  return trialDaysLeft(user.trial, now) > 0;
}
