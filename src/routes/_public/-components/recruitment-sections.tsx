import { buttonClass } from '../../../components/ui/button-styles.ts';
import { recruitmentContent as c } from '../../../content/recruitment.ts';
import { goToOpenRoles } from './recruitment-hero.tsx';

const cardClass = 'rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900';
const sectionClass = 'mx-auto max-w-6xl px-6 py-16';

function Cards({ cards, columns }: { cards: readonly { title: string; body: string }[]; columns: string }) {
  return (
    <ul className={`mt-8 grid gap-6 ${columns}`}>
      {cards.map((card) => (
        <li key={card.title} className={cardClass}>
          <h3 className="text-lg font-semibold">{card.title}</h3>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{card.body}</p>
        </li>
      ))}
    </ul>
  );
}

export function MissionSection() {
  return (
    <section aria-labelledby="mission-heading" className={sectionClass}>
      <h2 id="mission-heading" className="text-3xl font-bold">{c.mission.heading}</h2>
      <p className="mt-3 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{c.mission.intro}</p>
      <Cards cards={c.mission.cards} columns="md:grid-cols-2" />
    </section>
  );
}

export function WhyJoinSection() {
  return (
    <section aria-labelledby="why-heading" className="bg-slate-50 dark:bg-slate-900/50">
      <div className={sectionClass}>
        <h2 id="why-heading" className="text-3xl font-bold">{c.whyJoin.heading}</h2>
        <Cards cards={c.whyJoin.cards} columns="sm:grid-cols-2 lg:grid-cols-4" />
      </div>
    </section>
  );
}

export function CompensationSection() {
  return (
    <section aria-labelledby="compensation-heading" className={sectionClass}>
      <h2 id="compensation-heading" className="text-3xl font-bold">{c.compensation.heading}</h2>
      <p className="mt-3 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{c.compensation.body}</p>
      <p className="mt-2 max-w-3xl font-semibold">{c.compensation.note}</p>
    </section>
  );
}

export function ClosingSection() {
  return (
    <section aria-labelledby="closing-heading" className="bg-brand-50 dark:bg-slate-900">
      <div className={`${sectionClass} text-center`}>
        <h2 id="closing-heading" className="text-3xl font-bold">{c.closing.heading}</h2>
        <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">{c.closing.body}</p>
        <button type="button" onClick={goToOpenRoles} className={`${buttonClass.primary} mt-8`}>
          {c.closing.action}
        </button>
      </div>
    </section>
  );
}
