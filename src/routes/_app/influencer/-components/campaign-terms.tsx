import { useId, useState, type FormEvent } from 'react';
import type { CampaignView } from '../../../../api/campaign-schema.ts';
import type { ApplicationView } from '../../../../api/campaign-schemas.ts';
import { acceptApplicationTerms } from '../../../../api/packages.ts';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { FieldError } from '../../../../components/ui/field-error.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { UsageTermsList } from '../../../../components/usage-terms.tsx';
import { briefTerms as t } from '../../../../content/terms.ts';
import { isOpenApplication } from '../../../../domain/campaign-types.ts';
import type { BriefTermsView } from '../../../../domain/usage-rights.ts';
import { formatDate } from '../../../../lib/dates.ts';
import { useMutation } from '../../../../lib/use-mutation.ts';
import type { StepOutcome } from '../../-components/contract-outcome.ts';

export const TERMS_HEADING_ID = 'usage-terms-heading';

/** True when the application accepted the brief's terms as they stand (or no terms were read to compare with). */
export const acceptsTerms = (application: ApplicationView | null, terms: BriefTermsView | null) =>
  !!application?.termsAcceptance && (terms === null || application.termsAcceptance.hash === terms.hash);

/**
 * The brief's usage terms in plain words on the campaign's page (issue 24): what the creator accepts by applying, when
 * they accepted them, or, for an open application that has not accepted these terms (sent before briefs had them),
 * the box to accept them now, without which the brand cannot accept the application.
 */
export function CampaignTerms({ campaign, application, terms, outcome }: {
  campaign: CampaignView; application: ApplicationView | null; terms: BriefTermsView | null; outcome: StepOutcome;
}) {
  const acceptance = application?.termsAcceptance ?? null;
  const askAgain = terms !== null && application !== null && isOpenApplication(application.status) && !acceptsTerms(application, terms);
  return (
    <section aria-labelledby={TERMS_HEADING_ID} className="space-y-3 rounded-2xl border border-slate-200 p-5 dark:border-slate-700">
      <h2 id={TERMS_HEADING_ID} tabIndex={-1} className="text-xl font-semibold">{t.heading}</h2>
      <p className="text-slate-700 dark:text-slate-300">{t.intro}</p>
      <UsageTermsList deliverables={terms?.terms.deliverables ?? campaign.deliverables} currency={campaign.currency} />
      {askAgain ? <AcceptAgain applicationId={application.id} terms={terms} outcome={outcome} />
        : acceptance && <p className="font-medium">{t.acceptedOn(formatDate(acceptance.acceptedAt))}</p>}
    </section>
  );
}

/** An open application accepts the terms it has not accepted yet (POST /applications/:id/terms/accept). */
function AcceptAgain({ applicationId, terms, outcome }: { applicationId: string; terms: BriefTermsView; outcome: StepOutcome }) {
  const id = useId();
  const [ticked, setTicked] = useState(false);
  const accept = useMutation<void, unknown, 'terms' | 'form'>({
    request: () => acceptApplicationTerms(applicationId, { version: terms.terms.version, hash: terms.hash }),
    onFailure: (api) => ({ form: api.message }),
    onDone: outcome.clear,
    onReloaded: () => outcome.say(t.accepted),
  });
  const { errors, setErrors } = accept;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (accept.pending) return;
    if (!ticked) {
      setErrors({ terms: t.mustAccept });
      document.getElementById(`${id}-terms`)?.focus();
      return;
    }
    void accept.run();
  };
  return (
    <form onSubmit={submit} noValidate aria-busy={accept.pending} className="space-y-3">
      <p>{t.askAgain}</p>
      <FieldError id={`${id}-form-error`} message={errors.form} />
      <TermsBox id={id} checked={ticked} onChange={(on) => { setTicked(on); if (on) setErrors({}); }} error={errors.terms} />
      <button type="submit" aria-disabled={accept.pending} className={buttonClass.primary}>
        {accept.pending && <Spinner />}{t.acceptButton}
      </button>
    </form>
  );
}

/** The "I accept these usage terms" box: `${id}-terms`, with its hint and error. */
export function TermsBox({ id, checked, onChange, error }: { id: string; checked: boolean; onChange: (on: boolean) => void; error?: string }) {
  const described = [`${id}-terms-hint`, error && `${id}-terms-error`].filter(Boolean).join(' ');
  return (
    <div>
      <label className="inline-flex items-start gap-2 font-medium">
        <input id={`${id}-terms`} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} className="mt-1 size-4"
          aria-invalid={error ? true : undefined} aria-describedby={described} />
        {t.accept}
      </label>
      <p id={`${id}-terms-hint`} className="text-sm text-slate-600 dark:text-slate-300">{t.acceptHint}</p>
      <FieldError id={`${id}-terms-error`} message={error} />
    </div>
  );
}
