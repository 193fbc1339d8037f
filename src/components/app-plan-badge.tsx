import { Link } from '@tanstack/react-router';
import type { User, UserPlan } from '../../machines/types.ts';
import { account } from '../content/account.ts';
import { formatDate } from '../lib/dates.ts';

/** A trial or grace period that has run out since the user was read is the free tier (the server says so on the next read). */
export function planNow(plan: UserPlan, now = Date.now()): UserPlan {
  const over = plan.until !== null && plan.status !== 'paid' && Date.parse(plan.until) <= now;
  return over ? { id: 'free', name: account.planBadge.free, status: 'free', until: null } : plan;
}

/** The plan in force and until when, in the top bar: "Professional · trial until 8 December 2026", "Free tier". */
export function AppPlanBadge({ user }: { user: User }) {
  if (!user.plan || user.role === 'admin' || !user.role) return null;
  const plan = planNow(user.plan);
  const text = plan.status === 'free' || plan.until === null ? account.planBadge.free : account.planBadge[plan.status](plan.name, formatDate(plan.until));
  return (
    <Link to="/upgrade" className="hidden rounded-full border border-amber-400 bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 sm:inline-block dark:border-amber-500 dark:bg-amber-950 dark:text-amber-100">
      <span className="sr-only">{account.planBadge.label} </span>
      {text}
    </Link>
  );
}
