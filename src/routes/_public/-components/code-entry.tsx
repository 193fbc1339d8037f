import { Link, useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useMemo, useRef, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { CODE_LENGTH } from '../../../../machines/flows/otpMachine.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { content } from '../../../content/auth.ts';
import { inspect } from '../../../lib/inspect.ts';
import { otpLogic, resendCooldown, type CodeEntryState } from '../../../auth/sign-in.ts';

const text = content.verify;

/** Six single-digit boxes, auto-verify, resend with a countdown (spec §4 "Code entry"). */
export function CodeEntry({ entry }: { entry: CodeEntryState }) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const focusBox = (i: number) => boxes.current[Math.max(0, Math.min(CODE_LENGTH - 1, i))]?.focus();
  const navigate = useNavigate();
  const logic = useMemo(() => otpLogic(navigate, () => requestAnimationFrame(() => focusBox(0))), [navigate]);
  // The countdown starts from the wait the server set: its cooldown after a send, or what is left of it.
  const [snapshot, send] = useMachine(logic, { input: { email: entry.email, purpose: entry.purpose, cooldownSeconds: resendCooldown(entry) }, inspect });
  const { digits, cooldown } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const complete = digits.every((d) => d !== '');
  const canResend = snapshot.matches({ cooldown: 'ready' }) && !busy;

  const change = (i: number, raw: string) => {
    const typed = raw.replace(/\D/g, '');
    if (raw !== '' && typed === '') return; // digits only
    if (typed.length > 1 && !(typed.length === 2 && digits[i])) {
      send({ type: 'CODE.PASTE', index: i, text: typed }); // autofill of the whole code
      focusBox(typed.length >= CODE_LENGTH ? CODE_LENGTH - 1 : i + typed.length);
      return;
    }
    const digit = typed.length === 2 ? (typed[0] === digits[i] ? typed[1]! : typed[0]!) : typed;
    send({ type: 'CODE.CHANGE', index: i, value: digit });
    if (digit) focusBox(i + 1);
  };
  const paste = (i: number, e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    const pasted = e.clipboardData.getData('text');
    send({ type: 'CODE.PASTE', index: i, text: pasted });
  };
  const keyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && !digits[i] && i > 0) {
      e.preventDefault();
      focusBox(i - 1);
    } else if (e.key === 'Enter' && !complete) {
      // Verify is disabled until six digits, which blocks implicit submission; Enter still gets 'Invalid OTP'.
      e.preventDefault();
      send({ type: 'SUBMIT' });
    } else if (e.key === 'ArrowLeft') focusBox(i - 1);
    else if (e.key === 'ArrowRight') focusBox(i + 1);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'SUBMIT' });
  };

  return (
    <section className="mx-auto w-full max-w-md px-6 py-16">
      <h1 className="text-3xl font-bold tracking-tight">{text.title}</h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">
        {text.sentTo} <strong>{entry.email}</strong>
      </p>
      <form onSubmit={submit} className="mt-8" aria-busy={busy}>
        <fieldset disabled={busy}>
          <legend className="mb-2 font-medium">{text.legend}</legend>
          <div className="flex gap-2">
            {digits.map((digit, i) => (
              <input
                key={i}
                ref={(el) => { boxes.current[i] = el; }}
                value={digit}
                onChange={(e) => change(i, e.target.value)}
                onPaste={(e) => paste(i, e)}
                onKeyDown={(e) => keyDown(i, e)}
                onFocus={(e) => e.target.select()}
                aria-label={text.digitLabel(i + 1, CODE_LENGTH)}
                inputMode="numeric"
                pattern="[0-9]*"
                autoComplete={i === 0 ? 'one-time-code' : 'off'}
                className="size-12 rounded-lg border border-slate-400 bg-white text-center text-xl font-semibold text-slate-900 disabled:opacity-60 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100"
              />
            ))}
          </div>
        </fieldset>
        <button type="submit" disabled={!complete || busy} className={`${buttonClass.primary} mt-6 w-full`}>
          {snapshot.matches({ code: 'verifying' }) && <Spinner />}
          {text.verify}
        </button>
      </form>
      <div className="mt-6 flex items-center justify-between gap-4">
        <button type="button" onClick={() => send({ type: 'RESEND' })} disabled={!canResend} className={buttonClass.link + ' disabled:cursor-not-allowed disabled:no-underline disabled:opacity-70'}>
          {text.resend}
          {cooldown > 0 && <span> {text.resendIn(cooldown)}</span>}
        </button>
        <Link to="/login" className={buttonClass.link}>{text.back}</Link>
      </div>
    </section>
  );
}
