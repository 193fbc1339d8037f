import type { User } from '../domain/user-types.ts';
import { restoreAccount } from '../api/account.ts';
import { account } from '../content/account.ts';
import { auth } from '../auth/auth.ts';
import { useMutation } from '../lib/use-mutation.ts';
import { buttonClass } from './ui/button-styles.ts';
import { formatDate } from '../lib/dates.ts';

/** Signing in during the grace period offers to restore the account (issue: delete account). */
export function AppDeletionNotice({ user }: { user: User }) {
  const restore = useMutation({
    request: () => restoreAccount(),
    toast: account.deletion.restored,
    onDone: (restored) => auth.send({ type: 'PROFILE.UPDATED', patch: { deleteAt: restored.deleteAt ?? null } }),
  });
  if (!user.deleteAt) return null;
  return (
    <div role="region" aria-label="Account deletion" className="flex flex-wrap items-center gap-3 border-b border-red-300 bg-red-50 px-4 py-3 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
      <p>{account.deletion.scheduled(formatDate(user.deleteAt))}</p>
      <button type="button" onClick={() => void restore.run()} className={buttonClass.secondary}>{account.deletion.restore}</button>
    </div>
  );
}
