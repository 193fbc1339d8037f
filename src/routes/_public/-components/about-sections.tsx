import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { about, differentiators, mission, processSteps, stats, story, values, vision, type AboutSectionId, type Titled } from '../../../content/about.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';

const muted = 'text-slate-600 dark:text-slate-300';
const card = 'rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900';

/** One About section; the scroll margin keeps its heading clear of the sticky header. */
function Section({ id, children }: { id: AboutSectionId; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {about.headings[id]}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Cards({ items, numbered = false }: { items: readonly Titled[]; numbered?: boolean }) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className="grid gap-4 sm:grid-cols-2">
      {items.map((item, i) => (
        <li key={item.title} className={card}>
          <h3 className="font-semibold">
            {numbered && <span className="mr-2 text-brand-700 dark:text-teal-300">{`${i + 1}.`}</span>}
            {item.title}
          </h3>
          <p className={`mt-2 ${muted}`}>{item.body}</p>
        </li>
      ))}
    </List>
  );
}

/** The body of /about (spec §2): mission/vision, story, values, difference, process, numbers, CTAs. */
export function AboutSections() {
  return (
    <div className="space-y-16">
      <Section id="mission">
        <div className="grid gap-4 sm:grid-cols-2">
          {[mission, vision].map((item) => (
            <div key={item.title} className={card}>
              <h3 className="font-semibold">{item.title}</h3>
              <p className={`mt-2 ${muted}`}>{item.body}</p>
            </div>
          ))}
        </div>
      </Section>
      <Section id="story">
        <div className={`space-y-4 ${muted}`}>
          {story.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section id="values">
        <Cards items={values} />
      </Section>
      <Section id="difference">
        <Cards items={differentiators} />
      </Section>
      <Section id="process">
        <Cards items={processSteps} numbered />
      </Section>
      <Section id="stats">
        <dl className="grid gap-4 rounded-2xl bg-brand-900 p-6 text-white sm:grid-cols-2 lg:grid-cols-4 dark:bg-slate-900">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="text-sm text-brand-100 dark:text-slate-300">{stat.label}</dt>
              <dd className="text-3xl font-extrabold">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <AboutCta />
    </div>
  );
}

function AboutCta() {
  return (
    <section aria-labelledby="about-cta-heading" className={`${card} text-center`}>
      <h2 id="about-cta-heading" className="text-2xl font-bold">
        {about.cta.title}
      </h2>
      <p className={`mx-auto mt-2 max-w-xl ${muted}`}>{about.cta.body}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/register" className={buttonClass.primary}>
          {about.cta.trial.label}
        </Link>
        <Link to="/support" className={buttonClass.secondary}>
          {about.cta.demo.label}
        </Link>
      </div>
    </section>
  );
}
