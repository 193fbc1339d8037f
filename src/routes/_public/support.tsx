import { createFileRoute, Link } from '@tanstack/react-router';
import { support } from '../../content/support.ts';
import { pageTitle } from '../../lib/guards.ts';
import { ContactChannels } from './-components/contact-channels.tsx';
import { SupportSearch } from './-components/support-search.tsx';
import { titles } from '../../content/titles.ts';

export const Route = createFileRoute('/_public/support')({
  head: () => pageTitle(titles.support),
  component: Support,
});

const link = 'font-semibold text-brand-700 underline underline-offset-2 dark:text-teal-300';

function Support() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{support.title}</h1>
      <p className="mt-2 text-lg text-slate-600 dark:text-slate-300">{support.intro}</p>
      <div className="mt-10 grid gap-12 lg:grid-cols-[1fr_20rem]">
        <div>
          <SupportSearch />
          <p className="mt-8 text-slate-700 dark:text-slate-300">
            {support.faqsPrompt}{' '}
            <Link to="/faqs" className={link}>
              {support.faqsLink}
            </Link>
          </p>
        </div>
        <div>
          <ContactChannels headingId="support-channels" heading={support.channelsHeading} intro={support.channelsIntro} />
          <p className="mt-6 text-slate-700 dark:text-slate-300">
            {support.contactPrompt}{' '}
            <Link to="/contact" className={link}>
              {support.contactLink}
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}
