import { useState } from 'react';
import { landing, type Audience } from '../../../content/landing.ts';

const { howItWorks } = landing;
const audiences: readonly Audience[] = ['brand', 'creator'];
const selected = 'bg-brand-700 text-white dark:bg-teal-300 dark:text-slate-950';
const unselected = 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';

/** Spec §2: six steps for brands (the default) or for creators, switched by a two-button toggle. */
export function LandingHowItWorks() {
  const [audience, setAudience] = useState<Audience>('brand');
  return (
    <section aria-labelledby="how-it-works" className="bg-slate-50 px-4 py-20 sm:px-6 dark:bg-slate-900">
      <div className="mx-auto max-w-6xl">
        <div className="text-center">
          <h2 id="how-it-works" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {howItWorks.heading}
          </h2>
          <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">{howItWorks.intro}</p>
          <div
            role="group"
            aria-label={howItWorks.toggleLabel}
            className="mt-8 inline-flex rounded-full border border-slate-300 bg-white p-1 dark:border-slate-600 dark:bg-slate-950"
          >
            {audiences.map((a) => (
              <button
                key={a}
                type="button"
                aria-pressed={audience === a}
                aria-controls="how-it-works-steps"
                onClick={() => setAudience(a)}
                className={`min-h-11 rounded-full px-5 font-semibold ${audience === a ? selected : unselected}`}
              >
                {howItWorks.audiences[a]}
              </button>
            ))}
          </div>
        </div>
        <ol id="how-it-works-steps" role="list" className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {howItWorks.steps[audience].map((step, i) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-950">
              <span aria-hidden="true" className="grid size-10 place-items-center rounded-full bg-brand-100 font-bold text-brand-900 dark:bg-teal-300/15 dark:text-teal-200">
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
