import { useEffect, useState, type FormEvent } from 'react';
import { removePhone, sendPhoneCode, verifyPhoneCode, type PhoneState } from '../../../api/notices.ts';
import { buttonClass, inputClass } from '../../../components/ui/button-styles.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { noticesCopy } from '../../../content/notices.ts';
import { useMutation } from '../../../lib/use-mutation.ts';

const t = noticesCopy.phone;
const card = 'rounded-2xl border border-slate-200 p-6 dark:border-slate-700';
const focus = (id: string) => () => document.getElementById(id)?.focus();

/** Settings: the phone that gets SMS and WhatsApp notices, confirmed once by a code sent by SMS. */
export function NoticePhone({ phone }: { phone: PhoneState }) {
  const [number, setNumber] = useState(phone.phone ?? '');
  const [code, setCode] = useState('');
  const [editing, setEditing] = useState(!phone.phone);
  // The field to focus once it is on the page: the code's field appears only with the reloaded phone state.
  const [focusNext, setFocusNext] = useState<string | null>(null);
  useEffect(() => {
    const field = focusNext ? document.getElementById(focusNext) : null;
    if (!field) return;
    field.focus();
    setFocusNext(null);
  }, [focusNext, phone.codePending, editing]);
  const send = useMutation<string, PhoneState & { expiresInSeconds: number }, 'phone'>({
    request: (value) => sendPhoneCode(value),
    fields: ['phone'],
    toast: (sent) => t.sent(sent.phone ?? ''),
    onDone: () => setEditing(false),
    onReloaded: () => setFocusNext('phone-code'),
    onFieldErrors: focus('phone-number'),
  });
  const verify = useMutation<string, PhoneState, 'code'>({
    request: (value) => verifyPhoneCode(value),
    fields: ['code'],
    toast: t.confirmedToast,
    onDone: () => setCode(''),
    // The code's form goes away with the confirmed number: focus moves to the line that says it is confirmed.
    onReloaded: () => setFocusNext('phone-status'),
    onFieldErrors: focus('phone-code'),
  });
  const remove = useMutation<void, PhoneState, never>({
    request: () => removePhone(),
    toast: t.removed,
    onDone: () => (setNumber(''), setEditing(true)),
    onReloaded: () => setFocusNext('phone-number'),
  });

  const submitNumber = (e: FormEvent) => {
    e.preventDefault();
    if (!number.trim()) return (send.setErrors({ phone: 'Enter your mobile number.' }), focus('phone-number')());
    void send.run(number);
  };
  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return (verify.setErrors({ code: 'Enter the 6-digit code.' }), focus('phone-code')());
    void verify.run(code.trim());
  };

  const status = phone.phone ? (phone.verified ? t.verified(phone.phone) : phone.codePending ? t.pending(phone.phone) : null) : null;
  return (
    <section aria-labelledby="phone-heading" className={card}>
      <h2 id="phone-heading" className="text-lg font-semibold">{t.heading}</h2>
      <p className="mt-1">{t.intro}</p>
      {status && <p id="phone-status" tabIndex={-1} className="mt-3 font-medium">{status}</p>}
      {editing || !phone.phone ? (
        <form onSubmit={submitNumber} noValidate className="mt-3">
          <label htmlFor="phone-number" className="mb-1 block font-medium">{t.number}</label>
          <p id="phone-number-hint" className="mb-1 text-sm text-slate-600 dark:text-slate-300">{t.numberHint}</p>
          <input id="phone-number" type="tel" autoComplete="tel" value={number} readOnly={send.pending} className={inputClass}
            aria-invalid={send.errors.phone ? true : undefined} aria-describedby={send.errors.phone ? 'phone-number-hint phone-number-error' : 'phone-number-hint'}
            onChange={(e) => (setNumber(e.target.value), send.clearError('phone'))} />
          <FieldError id="phone-number-error" message={send.errors.phone} />
          <button type="submit" disabled={send.pending} className={`${buttonClass.primary} mt-4`}>{send.pending && <Spinner />}{t.send}</button>
        </form>
      ) : (
        <div className="mt-3 flex flex-wrap gap-3">
          <button type="button" className={buttonClass.secondary} onClick={() => (setEditing(true), setFocusNext('phone-number'))}>{t.change}</button>
          {!phone.verified && <button type="button" className={buttonClass.secondary} disabled={send.pending} onClick={() => void send.run(phone.phone!)}>{t.sendAgain}</button>}
          <button type="button" className={buttonClass.secondary} disabled={remove.pending} onClick={() => void remove.run()}>{t.remove}</button>
        </div>
      )}
      {phone.codePending && !phone.verified && (
        <form onSubmit={submitCode} noValidate className="mt-4">
          <label htmlFor="phone-code" className="mb-1 block font-medium">{t.code}</label>
          <input id="phone-code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} readOnly={verify.pending} className={`${inputClass} max-w-40`}
            aria-invalid={verify.errors.code ? true : undefined} aria-describedby={verify.errors.code ? 'phone-code-error' : undefined}
            onChange={(e) => (setCode(e.target.value), verify.clearError('code'))} />
          <FieldError id="phone-code-error" message={verify.errors.code} />
          <button type="submit" disabled={verify.pending} className={`${buttonClass.primary} mt-4`}>{verify.pending && <Spinner />}{t.verify}</button>
        </form>
      )}
    </section>
  );
}
