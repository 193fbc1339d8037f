import { useId, useState, type FormEvent } from 'react';
import type { PayoutDetails, WithdrawalMethod, WithdrawalOwner } from '../../domain/money-types.ts';
import { savePayoutDetails } from '../../api/earnings.ts';
import { buttonClass } from '../ui/button-styles.ts';
import { Spinner } from '../ui/spinner.tsx';
import { earningsCopy } from '../../content/earnings.ts';
import { useMutation } from '../../lib/use-mutation.ts';
import { EarningsPayoutField } from './earnings-payout-field.tsx';
import { toPayoutDetails, type PayoutField, type PayoutValues } from './earnings-payout-rules.ts';

const t = earningsCopy.details;
type Errors = Partial<Record<PayoutField | 'form', string>>;

/**
 * Where withdrawals go, for the methods offered in the owner's country (a creator's, or a brand's). Errors show by
 * field; saving is announced.
 */
export function EarningsPayoutForm({ methods, details, owner = 'creator' }: { methods: readonly WithdrawalMethod[]; details: PayoutDetails; owner?: WithdrawalOwner }) {
  const id = useId();
  const [saved, setSaved] = useState(false);
  const save = useMutation<PayoutDetails, unknown, keyof Errors>({
    request: (next) => savePayoutDetails(next, owner),
    // The API's message at the top of the form, and each field's own beside it (bank fields come as `bank.*`).
    onFailure: (api) => ({ form: api.message, ...Object.fromEntries(Object.entries(api.errors ?? {}).map(([k, m]) => [k.replace(/^bank\./, ''), m[0] ?? ''])) }),
    onDone: () => setSaved(true),
  });
  const errors: Errors = save.errors;
  const busy = save.pending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const read = (name: PayoutField) => String(data.get(name) ?? '');
    const values: PayoutValues = { mpesaPhone: read('mpesaPhone'), paypalEmail: read('paypalEmail'), accountName: read('accountName'), bankName: read('bankName'), accountNumber: read('accountNumber') };
    const checked = toPayoutDetails(values, methods, details);
    setSaved(false);
    save.setErrors(checked.errors);
    if (Object.keys(checked.errors).length) return requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    void save.run(checked.details);
  };

  const field = (name: PayoutField, label: string, value: string | undefined, extra: { hint?: string; type?: string; autoComplete?: string } = {}) => (
    <EarningsPayoutField name={name} label={label} defaultValue={value ?? ''} error={errors[name]} {...extra} />
  );
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h2 id={`${id}-heading`} className="text-xl font-bold">{t.heading}</h2>
      <p className="text-slate-700 dark:text-slate-300">{t.intro}</p>
      <form onSubmit={submit} noValidate aria-busy={busy} className="max-w-xl space-y-4">
        <p role="alert" className="font-medium text-red-700 dark:text-red-300">{errors.form}</p>
        {methods.includes('mpesa') && field('mpesaPhone', t.mpesaPhone, details.mpesaPhone ?? undefined, { hint: t.mpesaHint, type: 'tel', autoComplete: 'tel' })}
        {methods.includes('paypal') && field('paypalEmail', t.paypalEmail, details.paypalEmail ?? undefined, { type: 'email', autoComplete: 'email' })}
        {methods.includes('bank') && (
          <fieldset className="space-y-3">
            <legend className="font-medium">{t.bankLegend}</legend>
            {field('accountName', t.accountName, details.bank?.accountName, { autoComplete: 'name' })}
            {field('bankName', t.bankName, details.bank?.bankName)}
            {field('accountNumber', t.accountNumber, details.bank?.accountNumber, { autoComplete: 'off' })}
          </fieldset>
        )}
        <p role="status" className="font-medium text-green-800 dark:text-green-300">{saved ? t.saved : ''}</p>
        <button type="submit" aria-disabled={busy} className={buttonClass.primary}>
          {busy && <Spinner />}
          {busy ? t.saving : t.save}
        </button>
      </form>
    </section>
  );
}
