import { useState, type FormEvent } from 'react';
import type { Contract } from '../../../../domain/campaign-types.ts';
import type { Conversion, ConversionType } from '../../../../domain/tracking-types.ts';
import { addConversion } from '../../../../api/delivery.ts';
import { buttonClass, inputClass } from '../../../../components/ui/button-styles.ts';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { conversionForm as t } from '../../../../content/delivery.ts';
import { conversionAmount } from '../../../../lib/delivery-form.ts';
import { formatMoney } from '../../../../lib/money.ts';
import { useMutation } from '../../../../lib/use-mutation.ts';
import { FieldError } from '../../../../components/ui/field-error.tsx';

type Field = 'amount' | 'code';
const hint = 'mb-1 text-sm text-slate-600 dark:text-slate-300';

/** The brand's own entry of a sale or lead: by the code the buyer quoted, else for this contract. */
export function ContractConversionForm({ contract }: { contract: Pick<Contract, 'id' | 'campaignId' | 'currency'> }) {
  const [type, setType] = useState<ConversionType>('sale');
  const [amount, setAmount] = useState('');
  const [code, setCode] = useState('');
  const [added, setAdded] = useState<Conversion[]>([]);
  const [status, setStatus] = useState('');
  const focus = (f: Field) => document.getElementById(`conversion-${f}`)?.focus();
  // One key per entry: a double click records one sale; the next entry gets a fresh key. The list and the status
  // say what was added, so the page has nothing to reload.
  const entry = useMutation<Parameters<typeof addConversion>[1], Conversion, Field>({
    request: (body, key) => addConversion(contract.campaignId, body, key),
    invalidate: false,
    fields: ['amount', 'code'],
    onFieldErrors: (found) => focus(found.amount ? 'amount' : 'code'),
    onDone: (conversion) => {
      setAdded((list) => [conversion, ...list.filter((c) => c.id !== conversion.id)]);
      setStatus(t.done(t.types[conversion.type], formatMoney(conversion.amount, conversion.currency)));
      setAmount('');
      setCode('');
    },
  });
  const { errors, setErrors } = entry;
  const busy = entry.pending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setStatus('');
    const read = conversionAmount(type, amount);
    if ('error' in read) {
      setErrors({ amount: read.error });
      return focus('amount');
    }
    setErrors({});
    void entry.run(code.trim() ? { type, amount: read.amount, code: code.trim() } : { type, amount: read.amount, contractId: contract.id });
  };

  const described = (f: Field, hintId?: string) => [hintId, errors[f] ? `conversion-${f}-error` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <section aria-labelledby="conversion-heading" className="space-y-3 rounded-2xl border border-slate-200 p-5 dark:border-slate-700">
      <h2 id="conversion-heading" className="text-xl font-semibold">{t.heading}</h2>
      <p>{t.intro}</p>
      <form onSubmit={submit} noValidate className="space-y-4">
        <fieldset>
          <legend className="mb-1 font-medium">{t.typeLegend}</legend>
          <div className="flex gap-4">
            {(['sale', 'lead'] as const).map((k) => (
              <label key={k} className="flex items-center gap-2">
                <input type="radio" name="conversion-type" value={k} checked={type === k} disabled={busy} onChange={() => setType(k)} />{t.types[k]}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor="conversion-amount" className="mb-1 block font-medium">{t.amountLabel(contract.currency)}</label>
          <p id="conversion-amount-hint" className={hint}>{t.amountHint}</p>
          <input id="conversion-amount" inputMode="decimal" value={amount} readOnly={busy} className={inputClass}
            aria-invalid={errors.amount ? true : undefined} aria-describedby={described('amount', 'conversion-amount-hint')}
            onChange={(e) => (setAmount(e.target.value), setErrors((x) => ({ ...x, amount: undefined })))} />
          <FieldError id="conversion-amount-error" message={errors.amount} />
        </div>
        <div>
          <label htmlFor="conversion-code" className="mb-1 block font-medium">{t.codeLabel}</label>
          <input id="conversion-code" value={code} readOnly={busy} autoCapitalize="characters" spellCheck={false} className={inputClass}
            aria-invalid={errors.code ? true : undefined} aria-describedby={described('code')}
            onChange={(e) => (setCode(e.target.value), setErrors((x) => ({ ...x, code: undefined })))} />
          <FieldError id="conversion-code-error" message={errors.code} />
        </div>
        <button type="submit" className={buttonClass.primary} disabled={busy}>{busy && <Spinner />}{t.submit}</button>
      </form>
      <p role="status" className="font-medium text-green-800 dark:text-green-300">{status}</p>
      {added.length > 0 && (
        <>
          <h3 className="font-semibold">{t.listHeading}</h3>
          <ul aria-label={t.listHeading} className="space-y-1">
            {added.map((c) => <li key={c.id}>{t.types[c.type]} · {formatMoney(c.amount, c.currency)} · {t.attributed(c.code)}</li>)}
          </ul>
        </>
      )}
    </section>
  );
}
