import { useState, type FormEvent } from 'react';
import { saveTaxDetails } from '../../../api/receipts.ts';
import { buttonClass, inputClass } from '../../../components/ui/button-styles.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { receiptsCopy } from '../../../content/receipts.ts';
import { isKraPin, KRA_PIN_ERROR, normaliseKraPin } from '../../../domain/kra-pin.ts';
import { useMutation } from '../../../lib/use-mutation.ts';

const t = receiptsCopy.tax;
const card = 'rounded-2xl border border-slate-200 p-6 dark:border-slate-700';
const focusPin = () => document.getElementById('kra-pin')?.focus();

/** Settings: the optional KRA PIN printed on receipts and statements, checked here and by the API alike. */
export function TaxDetails({ kraPin }: { kraPin: string | null }) {
  const [text, setText] = useState(kraPin ?? '');
  const save = useMutation<string | null, { kraPin: string | null }, 'kraPin'>({
    request: (pin) => saveTaxDetails(pin),
    fields: ['kraPin'],
    toast: (saved) => (saved.kraPin ? t.saved : t.removed),
    onDone: (saved) => setText(saved.kraPin ?? ''),
    onFieldErrors: focusPin,
  });
  const { errors, setErrors, clearError } = save;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const pin = normaliseKraPin(text);
    if (pin && !isKraPin(pin)) {
      setErrors({ kraPin: KRA_PIN_ERROR });
      return focusPin();
    }
    void save.run(pin || null);
  };

  return (
    <section aria-labelledby="tax-heading" className={card}>
      <h2 id="tax-heading" className="text-lg font-semibold">{t.heading}</h2>
      <p className="mt-1">{t.intro}</p>
      <form onSubmit={submit} noValidate className="mt-3">
        <label htmlFor="kra-pin" className="mb-1 block font-medium">{t.label}</label>
        <p id="kra-pin-hint" className="mb-1 text-sm text-slate-600 dark:text-slate-300">{t.hint}</p>
        <input id="kra-pin" value={text} readOnly={save.pending} autoCapitalize="characters" spellCheck={false} autoComplete="off" className={inputClass}
          aria-invalid={errors.kraPin ? true : undefined} aria-describedby={errors.kraPin ? 'kra-pin-hint kra-pin-error' : 'kra-pin-hint'}
          onChange={(e) => (setText(e.target.value), clearError('kraPin'))} />
        <FieldError id="kra-pin-error" message={errors.kraPin} />
        <button type="submit" disabled={save.pending} className={`${buttonClass.primary} mt-4`}>{save.pending && <Spinner />}{t.save}</button>
      </form>
    </section>
  );
}
