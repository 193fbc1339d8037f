import type { FormEvent, RefObject } from 'react';
import type { PhoneError } from '../../../machines/flows/launchPaymentMachine.ts';
import type { PaymentMethod } from '../../domain/money-types.ts';
import { buttonClass, inputClass } from '../ui/button-styles.ts';
import { Spinner } from '../ui/spinner.tsx';
import { launchPanel as t } from '../../content/payments.ts';
import { FieldError } from '../ui/field-error.tsx';

interface LaunchFormProps {
  methods: PaymentMethod[];
  method: PaymentMethod;
  phone: string;
  phoneError: PhoneError | null;
  failure: string | null;
  busy: boolean;
  total: string;
  /** The brand's balance pays it all: no method or phone, one button. */
  covered: boolean;
  phoneRef: RefObject<HTMLInputElement | null>;
  onMethod: (method: PaymentMethod) => void;
  onPhone: (phone: string) => void;
  onSubmit: () => void;
}

/** The pay form of a launch or a plan: the method (by the campaign's currency; both for a plan) and, for M-Pesa, the phone the prompt goes to. */
export function LaunchForm({ methods, method, phone, phoneError, failure, busy, total, covered, phoneRef, onMethod, onPhone, onSubmit }: LaunchFormProps) {
  const error = phoneError === null ? undefined : phoneError.kind === 'server' ? phoneError.message : t.phoneErrors[phoneError.kind];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-busy={busy} className="space-y-4">
      {!covered && <>
      <fieldset>
        <legend className="mb-1 font-medium">{t.methodLegend}</legend>
        <div className="flex flex-wrap gap-4">
          {methods.map((m) => (
            <label key={m} className="inline-flex items-center gap-2">
              <input type="radio" name="method" value={m} checked={m === method} disabled={busy} onChange={() => onMethod(m)} />
              {t.methods[m]}
            </label>
          ))}
        </div>
      </fieldset>
      {method === 'mpesa' && (
        <div>
          <label htmlFor="launch-phone" className="mb-1 block font-medium">{t.phoneLabel}</label>
          <p id="launch-phone-hint" className="mb-1 text-sm text-slate-600 dark:text-slate-300">{t.phoneHint}</p>
          <input ref={phoneRef} id="launch-phone" name="phone" type="tel" autoComplete="tel" inputMode="tel" value={phone} readOnly={busy}
            className={`${inputClass} max-w-xs`} aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'launch-phone-hint launch-phone-error' : 'launch-phone-hint'}
            onChange={(e) => onPhone(e.target.value)} />
          <FieldError id="launch-phone-error" message={error} />
        </div>
      )}
      </>}
      <div role="alert" className="font-medium text-red-700 dark:text-red-300">{failure}</div>
      <button type="submit" className={buttonClass.primary} disabled={busy}>
        {busy && <Spinner />}
        {covered ? t.payFromBalance : t.pay[method](total)}
      </button>
    </form>
  );
}
