import type { ReactNode } from 'react';
import { NavLink } from '../../../components/nav-link.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { infoCommon, type InfoPageContent } from '../../../content/info-pages.ts';

/** Every not-yet-built footer page (and /creators, /search): a title, an honest intro, what is coming, a way back. */
export function InfoPage({ page, children }: { page: InfoPageContent; children?: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{page.title}</h1>
      <p className="mt-3 inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900 dark:bg-slate-800 dark:text-teal-200">
        {infoCommon.badge}
      </p>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{page.intro}</p>
      {children}
      <section aria-labelledby="info-coming" className="mt-10">
        <h2 id="info-coming" className="text-xl font-bold">
          {infoCommon.comingHeading}
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-700 dark:text-slate-300">
          {page.coming.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="info-way-back" className="mt-10">
        <h2 id="info-way-back" className="text-xl font-bold">
          {infoCommon.wayBack}
        </h2>
        <div className="mt-4 flex flex-wrap gap-3">
          <NavLink href={infoCommon.home.href} className={buttonClass.primary}>
            {infoCommon.home.label}
          </NavLink>
          <NavLink href={infoCommon.support.href} className={buttonClass.secondary}>
            {infoCommon.support.label}
          </NavLink>
        </div>
      </section>
    </div>
  );
}
