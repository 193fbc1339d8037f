import { createFileRoute, Link } from '@tanstack/react-router';
import { faqGroups, faqs } from '../../content/faqs.ts';
import { pageTitle } from '../../lib/guards.ts';
import { FaqAccordion } from './-components/faq-accordion.tsx';
import { titles } from '../../content/titles.ts';

export const Route = createFileRoute('/_public/faqs')({
  head: () => pageTitle(titles.faqs),
  component: Faqs,
});

const link = 'font-semibold text-brand-700 underline underline-offset-2 dark:text-teal-300';

function Faqs() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{faqs.title}</h1>
      <p className="mt-2 text-lg text-slate-600 dark:text-slate-300">{faqs.intro}</p>
      <div className="mt-10">
        <FaqAccordion groups={faqGroups} />
      </div>
      <p className="mt-12 text-slate-700 dark:text-slate-300">
        {faqs.morePrompt}{' '}
        <Link to="/support" className={link}>
          {faqs.supportLink}
        </Link>{' '}
        ·{' '}
        <Link to="/contact" className={link}>
          {faqs.contactLink}
        </Link>
      </p>
    </div>
  );
}
