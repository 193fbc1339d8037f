import type { ReactNode } from 'react';

/** A page's main heading and the line under it that says what the page is for. */
export function PageHeader({ title, intro }: { title: ReactNode; intro?: ReactNode }) {
  return (
    <header>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {intro && <p className="mt-2 text-slate-700 dark:text-slate-300">{intro}</p>}
    </header>
  );
}
