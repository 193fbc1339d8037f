import { useState, type FormEvent } from 'react';
import { requestDeletion, type DeletionStatus } from '../../../api/account-deletion.ts';
import { buttonClass, inputClass } from '../../../components/ui/button-styles.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { account } from '../../../content/account.ts';
import { leaving } from '../../../content/account-leaving.ts';
import { auth } from '../../../auth/auth.ts';
import { useMutation } from '../../../lib/use-mutation.ts';
import { formatDate } from '../../../lib/dates.ts';
import { DeleteAccountMoney, heldAmounts } from './delete-account-money.tsx';

const WORD = 'DELETE';

/**
 * Delete account with a typed confirmation; it takes effect after a 30-day grace period. An account holding money
 * is warned first, with the amount, and may go only once it is withdrawn or with a final payout to the saved method.
 */
export function DeleteAccount({ deletion: status, brand }: { deletion: DeletionStatus; brand: boolean }) {
  const scheduled = status.deleteAt;
  const holds = status.held.length > 0;
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [payOut, setPayOut] = useState(false);
  const close = () => {
    setOpen(false);
    setTyped('');
    setPayOut(false);
  };
  // The reload shows the deletion date on this page.
  const deletion = useMutation({
    request: (input: { word: string; finalPayout: boolean }, key) => requestDeletion(input.word, input.finalPayout, key),
    toast: ({ deleteAt }, input) => ({
      title: 'Account deletion scheduled',
      description: `${input.finalPayout ? `${leaving.paidOut} ` : ''}${account.deletion.scheduled(formatDate(deleteAt))} Sign in before then to restore it.`,
      variant: 'warning',
    }),
    onDone: ({ deleteAt }) => {
      auth.send({ type: 'PROFILE.UPDATED', patch: { deleteAt } });
      close();
    },
  });
  const busy = deletion.pending;
  // With money held, only a confirmed final payout lets the deletion go on (the server refuses it otherwise).
  const allowed = typed === WORD && (!holds || payOut);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (allowed) void deletion.run({ word: typed, finalPayout: holds && payOut });
  };
  return (
    <section aria-labelledby="delete-heading" className="rounded-2xl border border-red-300 p-6 dark:border-red-800">
      <h2 id="delete-heading" className="text-lg font-semibold">Delete account</h2>
      {scheduled ? (
        <p className="mt-2">{account.deletion.scheduled(formatDate(scheduled))}</p>
      ) : (
        <>
          <p className="mt-2">Your account and its data are deleted 30 days after you ask. Sign in before then to restore it.</p>
          {holds && <DeleteAccountMoney deletion={status} brand={brand} />}
          <button type="button" onClick={() => setOpen(true)} className={`${buttonClass.secondary} mt-4 border-red-400 text-red-800 dark:text-red-200`}>
            Delete account…
          </button>
        </>
      )}
      <Dialog open={open} title="Delete your account?" closeLabel="Close" onClose={close}>
        <form onSubmit={submit}>
          <p>It is deleted after 30 days, with your profile and data. Type {WORD} to confirm.</p>
          {holds && <DeleteAccountMoney deletion={status} brand={brand} />}
          {holds && status.finalPayout && (
            <label className="mt-4 flex items-start gap-2">
              <input type="checkbox" checked={payOut} onChange={(e) => setPayOut(e.target.checked)} className="mt-1" />
              <span>{leaving.finalPayout(heldAmounts(status.held), status.finalPayout.destination)}</span>
            </label>
          )}
          <label htmlFor="delete-confirmation" className="mt-4 mb-1 block font-medium">Type {WORD} to confirm</label>
          <input id="delete-confirmation" data-autofocus value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" className={inputClass} />
          <div className="mt-6 flex justify-end gap-3">
            <button type="button" onClick={close} className={buttonClass.secondary}>Cancel</button>
            <button type="submit" disabled={!allowed || busy} className={`${buttonClass.primary} bg-red-700 hover:bg-red-800`}>Delete account</button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}
