import { Link } from '@tanstack/react-router';
import type { User } from '../../machines/types.ts';
import { account } from '../content/account.ts';
import { trialDaysLeft } from '../lib/trial.ts';

/** The days left in the free trial, in the top bar. */
export function AppTrialBadge({ user }: { user: User }) {
  if (!user.trial) return null;
  const days = trialDaysLeft(user.trial);
  if (days === 0) return null;
  return (
    <Link to="/upgrade" className="hidden rounded-full border border-amber-400 bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 sm:inline-block dark:border-amber-500 dark:bg-amber-950 dark:text-amber-100">
      {account.trialBadge(days)}
    </Link>
  );
}
