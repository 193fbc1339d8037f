import { Link } from '@tanstack/react-router';
import type { User } from '../domain/user-types.ts';
import { account } from '../content/account.ts';
import { formatDate } from '../lib/dates.ts';
import { planNow } from '../lib/trial.ts';

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
