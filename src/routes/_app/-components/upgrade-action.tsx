import { useState, type ReactNode } from 'react';
import type { User } from '../../../../machines/types.ts';
import { startTrial } from '../../../api/account.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { account, formatDate } from '../../../content/account.ts';
import type { Plan } from '../../../content/pricing.ts';
import { auth } from '../../../lib/auth.ts';
import { notify, notifyError } from '../../../lib/toast.ts';

/** Get Started on /upgrade: starts the 14-day free trial of that plan, once per account. */
export function UpgradeAction({ plan, user, label }: { plan: Plan; user: User; label: ReactNode }) {
  const [busy, setBusy] = useState(false);
  if (user.trial?.plan === plan.id) return <p className="font-semibold text-brand-700 dark:text-teal-300">{account.upgrade.current}</p>;
  const start = async () => {
    setBusy(true);
    try {
      const updated = await startTrial(plan.id);
      auth.send({ type: 'PROFILE.UPDATED', patch: { trial: updated.trial ?? null } });
      notify({ ...account.upgrade.trialStarted(plan.name, formatDate(updated.trial!.endsAt)), variant: 'success' });
    } catch (error) {
      // A second trial is refused by the server with a clear message.
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" onClick={start} disabled={busy} className={`${buttonClass.primary} w-full`}>
      {busy && <Spinner />}
      {label}
    </button>
  );
}
