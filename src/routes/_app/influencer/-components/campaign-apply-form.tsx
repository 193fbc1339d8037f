import { useId, useState, type FormEvent } from 'react';
import type { CampaignView } from '../../../../api/campaign-schema.ts';
import { answerInvitation, applyToCampaign, type Pitch } from '../../../../api/creator.ts';
import { buttonClass, inputClass } from '../../../../components/ui/button-styles.ts';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { brief } from '../../../../content/review.ts';
import { creatorCopy } from '../../../../content/creator.ts';
import { formatMoney, parseMoney } from '../../../../lib/money.ts';
import { useMutation } from '../../../../lib/use-mutation.ts';
import type { StepOutcome } from '../../-components/contract-outcome.ts';
import { FieldError } from '../../../../components/ui/field-error.tsx';
import { creatorNet } from '../../../../domain/commission.ts';
import { FeeBreakdownList } from './fee-breakdown.tsx';
import { briefTerms as termsCopy } from '../../../../content/terms.ts';
import type { BriefTermsView } from '../../../../domain/usage-rights.ts';
import { TermsBox } from './campaign-terms.tsx';

const t = creatorCopy.campaign;
const PITCH_MIN = 20;
const PITCH_MAX = 2000;

/** The API's rules for a pitch, a fee and the terms, checked before sending: 20 to 2,000 characters, a fee above 0, the box ticked. */
function check(pitch: string, fee: string, accepted: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  if (pitch.trim().length < PITCH_MIN) errors.pitch = creatorCopy.errors.pitch;
  else if (pitch.trim().length > PITCH_MAX) errors.pitch = creatorCopy.errors.pitchLong;
  if (parseMoney(fee) === null) errors.proposedFee = creatorCopy.errors.fee;
  if (!accepted) errors.terms = termsCopy.mustAccept;
  return errors;
}

/**
 * Apply with a pitch and a proposed fee, typed in major units and sent in minor units, accepting the brief's usage
 * terms (the version and hash read, issue 24). With an invitation, the same form accepts it (POST /applications/:id/apply).
 */
export function CampaignApplyForm({ campaign, terms, invitationId, outcome }: { campaign: CampaignView; terms: BriefTermsView; invitationId?: string; outcome: StepOutcome }) {
  const id = useId();
  const [pitch, setPitch] = useState('');
  const [fee, setFee] = useState('');
  const [accepted, setAccepted] = useState(false);
  const apply = useMutation<Pitch, unknown, string>({
    request: (body) => (invitationId ? answerInvitation(invitationId, { kind: 'apply', ...body }) : applyToCampaign(campaign.id, body)),
    // The API's message above the form, and each field's own message beside it (`terms.hash` is the terms' box).
    onFailure: (api) => ({ form: api.message, ...Object.fromEntries(Object.entries(api.errors ?? {}).map(([k, m]) => [k.split('.')[0]!, m[0] ?? ''])) }),
    onDone: outcome.clear,
    onReloaded: () => outcome.say(t.applied),
  });
  const { errors, setErrors } = apply;
  const busy = apply.pending;
  const range = brief.range(formatMoney(campaign.feeMin, campaign.currency), formatMoney(campaign.feeMax, campaign.currency));
  const quoted = parseMoney(fee);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = check(pitch, fee, accepted);
    setErrors(found);
    if (Object.keys(found).length) return document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
    void apply.run({ pitch: pitch.trim(), proposedFee: parseMoney(fee)!, terms: { version: terms.terms.version, hash: terms.hash } });
  };

  const described = (name: string, hint: boolean) => [hint && `${id}-${name}-hint`, errors[name] && `${id}-${name}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <form onSubmit={submit} noValidate aria-busy={busy} className="space-y-4">
      <FieldError id={`${id}-form-error`} message={errors.form} />
      <div>
        <label htmlFor={`${id}-pitch`} className="mb-1 block font-medium">{t.pitch}</label>
        <p id={`${id}-pitch-hint`} className="mb-1 text-sm text-slate-600 dark:text-slate-300">{t.pitchHint}</p>
        <textarea
          id={`${id}-pitch`} rows={5} value={pitch} onChange={(e) => setPitch(e.target.value)} className={inputClass}
          aria-invalid={errors.pitch ? true : undefined} aria-describedby={described('pitch', true)}
        />
        <FieldError id={`${id}-pitch-error`} message={errors.pitch} />
      </div>
      <div>
        <label htmlFor={`${id}-proposedFee`} className="mb-1 block font-medium">{t.fee(campaign.currency)}</label>
        <p id={`${id}-proposedFee-hint`} className="mb-1 text-sm text-slate-600 dark:text-slate-300">{t.feeHint(range)}</p>
        <input
          id={`${id}-proposedFee`} type="text" inputMode="decimal" value={fee} onChange={(e) => setFee(e.target.value)} className={`${inputClass} max-w-xs`}
          aria-invalid={errors.proposedFee ? true : undefined} aria-describedby={described('proposedFee', true)}
        />
        <FieldError id={`${id}-proposedFee-error`} message={errors.proposedFee} />
        {/* Live as the fee is typed, told politely: what the creator will receive after Sauti's commission. */}
        <div id={`${id}-net`} aria-live="polite" aria-atomic="true" className="mt-3 rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
          {quoted === null
            ? <p className="text-sm text-slate-600 dark:text-slate-300">{creatorCopy.net.prompt}</p>
            : <FeeBreakdownList breakdown={creatorNet(quoted, campaign.currency)} />}
        </div>
      </div>
      <TermsBox id={id} checked={accepted} error={errors.terms}
        onChange={(on) => { setAccepted(on); if (on) setErrors(({ terms: _terms, ...rest }) => rest); }} />
      <button type="submit" aria-disabled={busy} className={buttonClass.primary}>
        {busy && <Spinner />}
        {busy ? t.sending : t.send}
      </button>
    </form>
  );
}
