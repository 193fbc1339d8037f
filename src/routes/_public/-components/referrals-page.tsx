import { lazy, Suspense } from 'react';
import { NavLink } from '../../../components/nav-link.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { referralsPage as t } from '../../../content/referrals.ts';
import type { Referrals } from '../../../domain/partner-types.ts';

/** The partner's own link and list load only for a signed-in partner, never with the public page. */
const PartnerReferrals = lazy(() => import('./partner-referrals.tsx').then((m) => ({ default: m.PartnerReferrals })));

/** The footer's /referrals (issue 25): what the programme is, and a signed-in partner's link and referred brands. */
export function ReferralsPage({ referrals, failed }: { referrals: Referrals | null; failed: boolean }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t.title}</h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{t.intro}</p>
      {failed && <p role="alert" className="mt-6 font-medium text-red-700 dark:text-red-300">{t.loadFailed}</p>}
      {referrals && (
        <Suspense fallback={null}>
          <PartnerReferrals referrals={referrals} />
        </Suspense>
      )}
      <section aria-labelledby="referrals-how" className="mt-10">
        <h2 id="referrals-how" className="text-xl font-bold">{t.howHeading}</h2>
        <ol className="mt-3 list-decimal space-y-1 pl-6 text-slate-700 dark:text-slate-300">
          {t.how.map((step) => <li key={step}>{step}</li>)}
        </ol>
        <p className="mt-4 text-slate-700 dark:text-slate-300">{t.note}</p>
      </section>
      {!referrals && !failed && (
        <section aria-labelledby="referrals-partners" className="mt-10">
          <h2 id="referrals-partners" className="text-xl font-bold">{t.partnerHeading}</h2>
          <p className="mt-3 text-slate-700 dark:text-slate-300">{t.partnerPrompt}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <NavLink href="/login" className={buttonClass.primary}>{t.signIn}</NavLink>
            <NavLink href="/partners" className={buttonClass.secondary}>{t.aboutPartners}</NavLink>
          </div>
        </section>
      )}
    </div>
  );
}
