import type { ReactNode } from 'react';
import type { User } from '../../../domain/user-types.ts';
import { startTrial } from '../../../api/account.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { account } from '../../../content/account.ts';
import type { Plan } from '../../../domain/plans.ts';
import { auth } from '../../../auth/auth.ts';
import { useMutation } from '../../../lib/use-mutation.ts';
import { formatDate } from '../../../lib/dates.ts';

/** Get Started on /upgrade: starts the 14-day free trial of that plan, once per account. */
export function UpgradeAction({ plan, user, label }: { plan: Plan; user: User; label: ReactNode }) {
  // A second trial is refused by the server with a clear message, shown as the error toast.
  const trial = useMutation({
    request: () => startTrial(plan.id),
    invalidate: false,
    onDone: (updated) => auth.send({ type: 'PROFILE.UPDATED', patch: { trial: updated.trial ?? null, plan: updated.plan ?? null } }),
    toast: (updated) => account.upgrade.trialStarted(plan.name, formatDate(updated.trial!.endsAt)),
  });
  const busy = trial.pending;
  if (user.trial?.plan === plan.id) return <p className="font-semibold text-brand-700 dark:text-teal-300">{account.upgrade.current}</p>;
  const start = () => void trial.run();
  return (
    <button type="button" onClick={start} disabled={busy} className={`${buttonClass.primary} w-full`}>
      {busy && <Spinner />}
      {label}
    </button>
  );
}
