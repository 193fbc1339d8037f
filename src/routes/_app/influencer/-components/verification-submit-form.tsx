import { useState, type FormEvent } from 'react';
import { CURRENCIES } from '../../../../domain/campaign-types.ts';
import { PLATFORMS } from '../../../../domain/catalog.ts';
import type { VerificationView } from '../../../../api/campaign-schemas.ts';
import { submitVerification } from '../../../../api/creator.ts';
import { buttonClass, inputClass } from '../../../../components/ui/button-styles.ts';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { verificationCopy as t } from '../../../../content/creator.ts';
import { toMajor } from '../../../../lib/money.ts';
import { useMutation } from '../../../../lib/use-mutation.ts';
import {
  checkVerification, emptyPlatform, fieldId, formErrorsFromApi, formFromStats, type PlatformForm, type VerificationFormValues,
} from '../../../../lib/verification-form.ts';
import { FieldError } from '../../../../components/ui/field-error.tsx';
import { VerificationPlatform } from './verification-platform.tsx';
import { VERIFICATION_STATUS_ID } from './verification-status.tsx';

const initial = (current: VerificationView): VerificationFormValues => ({
  platforms: current.platforms.length ? formFromStats(current.platforms) : [emptyPlatform()],
  rateCurrency: current.rate?.currency ?? 'KES',
  rateAmount: current.rate ? String(toMajor(current.rate.amount)) : '',
});

/** Moves focus to the first field with an error (or the first control of an erroneous group). */
function focusFirst(errors: Record<string, string>) {
  requestAnimationFrame(() => {
    for (const key of Object.keys(errors)) {
      const el = document.getElementById(fieldId(key));
      const target = el?.matches('input, select, textarea') ? el : el?.querySelector<HTMLElement>('input, select, textarea');
      if (target) return target.focus();
    }
    document.getElementById('verification-form-error')?.focus();
  });
}

/** The self-reported figures for each platform, the screenshots and the usual fee; checked here, then by the API. */
export function VerificationSubmitForm({ current, onSubmitted }: { current: VerificationView; onSubmitted: () => void }) {
  const [values, setValues] = useState(() => initial(current));
  const send = useMutation<Parameters<typeof submitVerification>[0], VerificationView, string>({
    request: (submission) => submitVerification(submission),
    onFailure: (api) => ({ ...formErrorsFromApi(api.errors), form: api.message }),
    onFieldErrors: (found) => focusFirst(found as Record<string, string>),
    onDone: onSubmitted,
    // The form is gone once the submission is pending: focus goes to the status that replaced it.
    onReloaded: () => void requestAnimationFrame(() => document.getElementById(VERIFICATION_STATUS_ID)?.focus()),
  });
  const errors = send.errors as Record<string, string>;
  const busy = send.pending;
  const setPlatform = (i: number, patch: Partial<PlatformForm>) =>
    setValues((v) => ({ ...v, platforms: v.platforms.map((p, j) => (j === i ? { ...p, ...patch } : p)) }));
  const unused = PLATFORMS.find((p) => !values.platforms.some((f) => f.platform === p));

  const fail = (found: Record<string, string>) => {
    send.setErrors({ ...found, form: found.form ?? t.fixErrors });
    focusFirst(found);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const checked = checkVerification(values);
    if (!checked.ok) return fail(checked.errors);
    send.setErrors({});
    void send.run(checked.submission);
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={busy} className="space-y-6">
      <FieldError id="verification-form-error" message={errors.form && [errors.form, errors.platforms, errors.screenshot].filter(Boolean).join(' ')} />
      {values.platforms.map((p, i) => (
        <VerificationPlatform
          key={i} index={i} value={p} errors={errors} onChange={(patch) => setPlatform(i, patch)}
          onRemove={values.platforms.length > 1 ? () => setValues((v) => ({ ...v, platforms: v.platforms.filter((_, j) => j !== i) })) : undefined}
        />
      ))}
      {unused && (
        <button type="button" onClick={() => setValues((v) => ({ ...v, platforms: [...v.platforms, emptyPlatform(unused)] }))} className={buttonClass.secondary}>
          {t.addPlatform}
        </button>
      )}
      <fieldset className="flex flex-wrap items-start gap-4">
        <legend className="mb-2 font-semibold">{t.rate}</legend>
        <div>
          <label htmlFor={fieldId('rateCurrency')} className="mb-1 block text-sm">{t.rateCurrency}</label>
          <select id={fieldId('rateCurrency')} value={values.rateCurrency} onChange={(e) => setValues({ ...values, rateCurrency: e.target.value as VerificationFormValues['rateCurrency'] })} className={`${inputClass} w-28`}>
            {CURRENCIES.map((c) => <option key={c} value={c}>{c}</option>)}
          </select>
        </div>
        <div>
          <label htmlFor={fieldId('rateAmount')} className="mb-1 block text-sm">{t.rateAmount}</label>
          <input
            id={fieldId('rateAmount')} type="text" inputMode="decimal" value={values.rateAmount} onChange={(e) => setValues({ ...values, rateAmount: e.target.value })}
            aria-invalid={errors.rateAmount ? true : undefined} aria-describedby={errors.rateAmount ? `${fieldId('rateAmount')}-error` : undefined} className={`${inputClass} w-48`}
          />
          <FieldError id={`${fieldId('rateAmount')}-error`} message={errors.rateAmount} />
        </div>
      </fieldset>
      <button type="submit" aria-disabled={busy} className={buttonClass.primary}>
        {busy && <Spinner />}
        {busy ? t.submitting : t.submit}
      </button>
    </form>
  );
}
