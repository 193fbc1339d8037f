import { createFileRoute } from '@tanstack/react-router';
import { about } from '../../content/about.ts';
import { pageTitle } from '../../lib/guards.ts';
import { AboutSections } from './-components/about-sections.tsx';
import { AboutSidebar } from './-components/about-sidebar.tsx';
import { titles } from '../../content/titles.ts';

export const Route = createFileRoute('/_public/about')({
  head: () => pageTitle(titles.about),
  component: About,
});

function About() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{about.title}</h1>
      <p className="mt-2 text-lg text-slate-600 dark:text-slate-300">{about.intro}</p>
      <div className="mt-10 grid gap-10 lg:grid-cols-[14rem_1fr]">
        <AboutSidebar />
        <AboutSections />
      </div>
    </div>
  );
}
