import { policyLabels, type Policy } from '../../../content/legal.ts';
import { SectionLink } from './about-section-link.tsx';

const muted = 'text-slate-700 dark:text-slate-300';

/** /privacy and /terms (spec §2): a policy with a table of contents linking to each section. */
export function PolicyPage({ policy }: { policy: Policy }) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{policy.title}</h1>
      <p className={`mt-2 text-sm ${muted}`}>
        {policyLabels.updated}: {policy.updated}
      </p>
      <p className={`mt-4 text-lg ${muted}`}>{policy.intro}</p>

      <nav aria-labelledby="toc-heading" className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-700 dark:bg-slate-900">
        <h2 id="toc-heading" className="scroll-mt-24 font-semibold">
          {policyLabels.toc}
        </h2>
        <ol className="mt-3 space-y-1">
          {policy.sections.map((section) => (
            <li key={section.id}>
              <SectionLink
                section={section.id}
                className="inline-block rounded py-1 text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-teal-300 dark:hover:text-teal-200"
              >
                {section.heading}
              </SectionLink>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-10 space-y-10">
        {policy.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24">
            <h2 id={`${section.id}-heading`} className="text-xl font-bold">
              {section.heading}
            </h2>
            <div className={`mt-3 space-y-3 ${muted}`}>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.list && (
                <ul className="list-disc space-y-1 pl-6">
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </div>
            <p className="mt-3 text-sm">
              <SectionLink section="toc-heading" className="rounded text-brand-700 underline underline-offset-2 dark:text-teal-300">
                {policyLabels.backToTop}
              </SectionLink>
            </p>
          </section>
        ))}
      </div>
    </article>
  );
}
