import { useState } from 'react';
import { withdrawPackage } from '../../../../api/my-packages.ts';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { packageEditorCopy as t } from '../../../../content/creator-showcase.ts';
import type { Currency } from '../../../../domain/campaign-types.ts';
import { PLATFORM_LABELS } from '../../../../domain/catalog.ts';
import type { CreatorPackage } from '../../../../domain/creator-page.ts';
import { formatMoney } from '../../../../lib/money.ts';
import { useMutation } from '../../../../lib/use-mutation.ts';
import { PackageForm } from './package-form.tsx';

/** Moves focus to the list's heading once the form that had it is gone (WCAG 2.4.3). */
const focusHeading = () => {
  requestAnimationFrame(() => document.getElementById('packages-editor-heading')?.focus());
};

/**
 * A creator's own packages on their profile page (issue 24): each with Edit and Withdraw, and a form for a new one.
 * Withdrawing is final (a withdrawn package cannot be edited or listed again), so it asks first in a dialog.
 * Loaded lazily by /influencer/profile, so no other page carries it.
 */
export default function PackageEditor({ packages, verified }: { packages: CreatorPackage[]; verified: boolean }) {
  // null: no form open; 'new' or a package's id: the form for it.
  const [open, setOpen] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<CreatorPackage | null>(null);
  const withdraw = useMutation<string, CreatorPackage>({
    request: (id) => withdrawPackage(id),
    toast: t.withdrawn,
    onDone: () => setConfirming(null),
    onReloaded: focusHeading,
    concurrentBy: (id) => id,
  });
  const close = () => {
    setOpen(null);
    focusHeading();
  };
  return (
    <section aria-labelledby="packages-editor-heading" className="space-y-4">
      <h2 id="packages-editor-heading" tabIndex={-1} className="text-2xl font-semibold">{t.heading}</h2>
      <p className="text-slate-700 dark:text-slate-300">{t.intro}</p>
      {packages.length === 0 ? <p>{t.none}</p> : (
        <ul className="space-y-3">
          {packages.map((p) => (
            <li key={p.id} className="rounded-2xl border border-slate-200 p-4 dark:border-slate-700">
              {open === p.id ? <PackageForm pkg={p} onClose={close} /> : (
                <>
                  <h3 className="font-semibold break-words">{p.title}</h3>
                  <p className="text-slate-700 dark:text-slate-300">
                    {formatMoney(p.price, p.currency as Currency)} · {p.deliveryDays} {p.deliveryDays === 1 ? 'day' : 'days'} · {p.platforms.map((x) => PLATFORM_LABELS[x]).join(', ')}
                  </p>
                  <div className="mt-3 flex flex-wrap gap-3">
                    <button type="button" className={buttonClass.secondary} onClick={() => setOpen(p.id)}>{t.edit(p.title)}</button>
                    <button type="button" className={buttonClass.secondary} disabled={withdraw.input === p.id} onClick={() => setConfirming(p)}>{t.withdraw(p.title)}</button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {!verified ? <p>{t.notVerified}</p> : open === 'new' ? <PackageForm pkg={null} onClose={close} /> : (
        <button type="button" className={buttonClass.primary} onClick={() => setOpen('new')}>{t.add}</button>
      )}
      <Dialog open={confirming !== null} title={confirming ? t.withdrawDialog.title(confirming.title) : ''} closeLabel={t.withdrawDialog.close}
        onClose={() => withdraw.input === undefined && setConfirming(null)}>
        <p>{t.withdrawDialog.body}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <button type="button" className={buttonClass.primary} disabled={withdraw.pending} onClick={() => confirming && void withdraw.run(confirming.id)}>
            {withdraw.pending && <Spinner />}
            {t.withdrawDialog.confirm}
          </button>
          <button type="button" className={buttonClass.secondary} disabled={withdraw.pending} onClick={() => setConfirming(null)}>{t.withdrawDialog.keep}</button>
        </div>
      </Dialog>
    </section>
  );
}
