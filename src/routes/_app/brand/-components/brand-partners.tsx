import { useEffect, useState, type FormEvent } from 'react';
import { answerPartner, updatePartner, type BrandPartners, type PartnerClientView } from '../../../../api/partners.ts';
import { buttonClass, inputClass } from '../../../../components/ui/button-styles.ts';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { FieldError } from '../../../../components/ui/field-error.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { brandPartners as t, clientStatusLabel } from '../../../../content/partners.ts';
import { awaitsClaim } from '../../../../domain/partner-types.ts';
import { formatDate } from '../../../../lib/dates.ts';
import { toMajor } from '../../../../lib/money.ts';
import { useMutation } from '../../../../lib/use-mutation.ts';

const card = 'rounded-2xl border border-slate-200 p-6 dark:border-slate-700';
type Answer = 'accept' | 'decline' | 'remove' | 'claim';
const DONE: Record<Answer, string> = { accept: t.accepted, decline: t.declined, remove: t.removed, claim: t.claimed };

/** The brand's Partners settings (issue 25): answer invitations, say what each partner may do and spend, remove it. */
export function BrandPartnersPanel({ data }: { data: BrandPartners }) {
  // Claiming replaces the button with the partner's line: focus moves there once the reloaded data shows it.
  const [focusNext, setFocusNext] = useState<string | null>(null);
  useEffect(() => {
    const target = focusNext ? document.getElementById(focusNext) : null;
    if (!target) return;
    target.focus();
    setFocusNext(null);
  }, [focusNext, data]);
  const answer = useMutation({
    request: (input: { id: string; answer: Answer }) => answerPartner(input.id, input.answer),
    toast: (_, input) => DONE[input.answer],
    onReloaded: (_, input) => { if (input.answer === 'claim') setFocusNext(`partner-${input.id}`); },
    concurrentBy: (input) => input.id,
  });
  const open = data.items.filter((p) => p.status === 'invited' || p.status === 'active');
  // Removing ends the partner's work at once, so it is asked again in a dialog.
  const [removing, setRemoving] = useState<PartnerClientView | null>(null);
  const confirmRemove = (p: PartnerClientView) => {
    setRemoving(null);
    void answer.run({ id: p.id, answer: 'remove' });
  };
  return (
    <section aria-labelledby="partners-heading" id="partners" className={card}>
      <h2 id="partners-heading" className="text-lg font-semibold">{t.heading}</h2>
      <p className="mt-1 text-slate-700 dark:text-slate-300">{t.intro}</p>
      {open.length === 0 && <p className="mt-3">{t.none}</p>}
      <ul className="mt-3 space-y-4">
        {open.map((p) => (
          <li key={p.id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
            {p.status === 'invited' ? (
              <>
                <p id={`invite-${p.id}`} className="font-medium">{t.invitedBy(p.partnerName, p.partnerEmail)}</p>
                <div className="mt-3 flex flex-wrap gap-3">
                  <button type="button" aria-describedby={`invite-${p.id}`} className={buttonClass.primary} disabled={answer.input?.id === p.id} onClick={() => void answer.run({ id: p.id, answer: 'accept' })}>{t.accept}</button>
                  <button type="button" aria-describedby={`invite-${p.id}`} className={buttonClass.secondary} disabled={answer.input?.id === p.id} onClick={() => void answer.run({ id: p.id, answer: 'decline' })}>{t.decline}</button>
                </div>
              </>
            ) : awaitsClaim(p) ? (
              <>
                <p id={`made-${p.id}`} className="font-medium">{t.madeBy(p.partnerName, p.partnerEmail)}</p>
                <button type="button" aria-describedby={`made-${p.id}`} className={`${buttonClass.primary} mt-3`} disabled={answer.input?.id === p.id} onClick={() => void answer.run({ id: p.id, answer: 'claim' })}>{t.claim}</button>
              </>
            ) : (
              <>
                <p id={`partner-${p.id}`} tabIndex={-1} className="font-medium">{p.partnerName} ({p.partnerEmail}) · {clientStatusLabel[p.status]}</p>
                <PartnerPermissionsForm partner={p} />
                <button type="button" className={`${buttonClass.secondary} mt-3`} disabled={answer.input?.id === p.id} onClick={() => setRemoving(p)}>{t.remove(p.partnerName)}</button>
              </>
            )}
          </li>
        ))}
      </ul>
      <Dialog open={removing !== null} title={removing ? t.removeTitle(removing.partnerName) : ''} closeLabel={t.close} onClose={() => setRemoving(null)}>
        {removing && (
          <>
            <p>{t.removeBody(removing.partnerName)}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <button type="button" className={buttonClass.primary} onClick={() => confirmRemove(removing)}>{t.removeConfirm(removing.partnerName)}</button>
              <button type="button" className={buttonClass.secondary} onClick={() => setRemoving(null)}>{t.keep}</button>
            </div>
          </>
        )}
      </Dialog>
      {data.actions.length > 0 && (
        <>
          <h3 className="mt-6 font-semibold">{t.actionsHeading}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {data.actions.slice(0, 10).map((a) => <li key={a.id}>{t.action(a.partnerName, a.action, formatDate(a.at))}</li>)}
          </ul>
        </>
      )}
    </section>
  );
}

/** The permissions and the spending limit (whole shillings; the server checks the amount). */
function PartnerPermissionsForm({ partner }: { partner: PartnerClientView }) {
  const [manageCampaigns, setManage] = useState(partner.manageCampaigns);
  const [reviewDeliverables, setReview] = useState(partner.reviewDeliverables);
  const [limit, setLimit] = useState(String(toMajor(partner.spendingLimit)));
  const save = useMutation({
    request: () => updatePartner(partner.id, { manageCampaigns, reviewDeliverables, spendingLimit: Number(limit) }),
    fields: ['spendingLimit'],
    toast: t.saved,
  });
  const id = `limit-${partner.id}`;
  const error = save.errors.spendingLimit;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const shillings = Number(limit);
    if (limit.trim() === '' || !Number.isInteger(shillings) || shillings < 0) return save.setErrors({ spendingLimit: 'Enter a whole number of shillings, 0 or more.' });
    void save.run();
  };
  return (
    <form onSubmit={submit} noValidate className="mt-3">
      <fieldset className="space-y-3">
        <legend className="mb-1 font-medium">{t.settingsLegend(partner.partnerName)}</legend>
        <label className="flex items-start gap-2"><input type="checkbox" className="mt-1" checked={manageCampaigns} onChange={(e) => setManage(e.target.checked)} />{t.manageCampaigns}</label>
        <label className="flex items-start gap-2"><input type="checkbox" className="mt-1" checked={reviewDeliverables} onChange={(e) => setReview(e.target.checked)} />{t.reviewDeliverables}</label>
        <div>
          <label htmlFor={id} className="mb-1 block font-medium">{t.limitLabel}</label>
          <p id={`${id}-hint`} className="mb-1 text-sm text-slate-600 dark:text-slate-300">{t.limitHint}</p>
          <input id={id} inputMode="numeric" value={limit} className={`${inputClass} max-w-xs`} onChange={(e) => (setLimit(e.target.value), save.clearError('spendingLimit'))}
            aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`} />
          <FieldError id={`${id}-error`} message={error} />
        </div>
        <button type="submit" className={buttonClass.secondary} disabled={save.pending}>{save.pending && <Spinner />}{t.save}</button>
      </fieldset>
    </form>
  );
}
