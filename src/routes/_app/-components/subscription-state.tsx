import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { fetchReceiptPdf } from '../../../api/receipts.ts';
import { cancelRenewal, resumeRenewal } from '../../../api/subscriptions.ts';
import { auth } from '../../../auth/auth.ts';
import { DownloadButton } from '../../../components/download-button.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { receiptsCopy } from '../../../content/receipts.ts';
import { subscriptionCopy as t } from '../../../content/subscriptions.ts';
import { planById } from '../../../domain/plans.ts';
import type { SubscriptionState } from '../../../domain/subscriptions.ts';
import { formatDate } from '../../../lib/dates.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useMutation } from '../../../lib/use-mutation.ts';

/** The subscription as it stands (issue 19): the plan, paid until when, how it renews, cancelling or resuming, and its receipts. */
export function SubscriptionStatePanel({ state, brand }: { state: SubscriptionState; brand: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const after = (s: SubscriptionState) => auth.send({ type: 'PROFILE.UPDATED', patch: { plan: s.plan } });
  const cancel = useMutation({ request: () => cancelRenewal(), toast: t.cancelledToast, onDone: (s) => { setConfirming(false); after(s); } });
  const resume = useMutation({ request: () => resumeRenewal(), toast: t.resumed, onDone: after });
  const { subscription: sub, plan } = state;
  const receipts = state.payments.filter((p) => p.receiptNumber);
  const end = sub ? formatDate(sub.currentPeriodEnd) : '';
  const busy = cancel.pending || resume.pending;
  return (
    <section aria-labelledby="subscription-heading" className="space-y-3 rounded-xl border border-slate-200 p-5 dark:border-slate-700">
      <h2 id="subscription-heading" className="text-xl font-semibold">{t.stateHeading}</h2>
      {!sub ? <p>{t.none}</p> : (
        <>
          <p className="font-semibold">{t.current(sub.planName, sub.period)}</p>
          {plan.status === 'grace' && sub.graceEnd ? <p>{t.grace(formatDate(sub.graceEnd))}</p> : <p>{t.paidUntil(end)}</p>}
          {sub.cancelAtPeriodEnd ? <p>{t.cancelled(end)}</p> : plan.status === 'paid' && <p>{t.renews(end)}</p>}
          <div className="flex flex-wrap gap-3">
            {sub.cancelAtPeriodEnd
              ? plan.status === 'paid' && (
                <button type="button" className={buttonClass.secondary} disabled={busy} onClick={() => void resume.run()}>
                  {resume.pending && <Spinner />}{t.resume}
                </button>
              )
              : <button type="button" className={buttonClass.secondary} disabled={busy} onClick={() => setConfirming(true)}>{t.cancel}</button>}
          </div>
          <Dialog open={confirming} title={t.cancelDialog.title} closeLabel={t.cancelDialog.close} onClose={() => !busy && setConfirming(false)}>
            <p>{t.cancelDialog.body(end)}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <button type="button" className={buttonClass.primary} disabled={busy} onClick={() => void cancel.run()}>
                {cancel.pending && <Spinner />}{t.cancelDialog.confirm}
              </button>
              <button type="button" className={buttonClass.secondary} disabled={busy} onClick={() => setConfirming(false)}>{t.cancelDialog.keep}</button>
            </div>
          </Dialog>
        </>
      )}
      {receipts.length > 0 && (
        <>
          <h3 className="text-lg font-semibold">{t.receiptsHeading}</h3>
          <ul className="space-y-2">
            {receipts.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center gap-3">
                <span>{t.receiptLine(r.receiptNumber!, planById(r.planId)?.name ?? r.planId, formatMoney(r.amount, r.currency), r.settledAt ? formatDate(r.settledAt) : '')}</span>
                {brand
                  ? <Link to="/brand/receipts/$number" params={{ number: r.receiptNumber! }} className={buttonClass.link}>{t.openReceipt}<span className="sr-only"> {r.receiptNumber}</span></Link>
                  : <DownloadButton fetchFile={() => fetchReceiptPdf(r.receiptNumber!)} fileName={receiptsCopy.pdfName(r.receiptNumber!)} copy={receiptsCopy.pdf} />}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
