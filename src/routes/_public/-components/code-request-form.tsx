import { Link, useHydrated, useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import type { Purpose } from '../../../domain/user-types.ts';
import { buttonClass, inputClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { content } from '../../../content/auth.ts';
import { useLazyActor } from '../../../lib/lazy-actor.ts';
import type { OnboardingRole } from '../../../auth/sign-in.ts';
import { referralToCarry, socialSignInUrl, type Provider } from '../../../lib/social-sign-in-url.ts';

/** The form's machine and XState load just after the first paint, not before it (docs/decisions/0008). */
const loadSignIn = () => import('../../../auth/sign-in.ts');

/** The shared body of /login and /register (spec §2, §4). */
export function CodeRequestForm({ purpose, role, referral }: { purpose: Purpose; role?: OnboardingRole; referral?: string }) {
  // Prerendered (decision 0017): until the page has hydrated, the browser would send the form itself, in the address.
  const hydrated = useHydrated();
  const text = purpose === 'login' ? content.login : content.register;
  const navigate = useNavigate();
  const { snapshot, queued, send } = useLazyActor(
    () => loadSignIn().then(({ codeRequestActor }) => codeRequestActor(navigate, purpose, role, referral)),
    [navigate, purpose, role, referral],
  );
  // A submit made before the machine arrives waits for it, and the form shows itself busy meanwhile.
  const busy = queued || snapshot?.hasTag('busy') === true;
  // A registration by Google or Apple carries the partner's referral code as the code screen does (issue 25); read once
  // hydrated, so the prerendered links and the first render match.
  const ref = purpose === 'register' && hydrated ? referralToCarry(referral) : undefined;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    send({ type: 'SUBMIT', email: String(new FormData(e.currentTarget).get('email') ?? '') });
  };

  return (
    <section className="mx-auto w-full max-w-md px-6 py-16">
      <h1 className="text-3xl font-bold tracking-tight">{text.title}</h1>
      <form onSubmit={submit} className="mt-8 space-y-4" aria-busy={busy}>
        <div>
          <label htmlFor="email" className="mb-1 block font-medium">{text.emailLabel}</label>
          <input id="email" name="email" type="email" required autoComplete="email" className={inputClass} />
        </div>
        <button type="submit" disabled={busy || !hydrated} className={`${buttonClass.primary} w-full`}>
          {busy && <Spinner />}
          {text.continue}
        </button>
      </form>
      <div className="mt-6 grid gap-3">
        {(['google', 'apple'] as Provider[]).map((provider) => (
          // A full-page redirect to the provider route (spec §4 "Social sign-in").
          <a key={provider} href={socialSignInUrl(provider, ref)} className={`${buttonClass.secondary} w-full`}>
            {text[provider]}
          </a>
        ))}
      </div>
      <p className="mt-6 text-center">
        {text.crossPrompt}{' '}
        <Link to={purpose === 'login' ? '/register' : '/login'} className={buttonClass.link}>
          {text.crossLink}
        </Link>
      </p>
    </section>
  );
}
