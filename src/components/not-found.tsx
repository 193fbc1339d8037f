import { homeHref, supportHref } from '../content/navigation.ts';
import { site } from '../content/site.ts';
import { NavLink } from './nav-link.tsx';
import { PublicFooter } from './public-footer.tsx';
import { PublicHeader } from './public-header.tsx';
import { HydrationMark } from '../ssr/hydration-mark.tsx';

/**
 * The router's notFoundComponent. It renders at the root, outside every layout,
 * so it brings the public chrome with it.
 */
export function NotFound() {
  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader />
      <main id="main" className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-start justify-center gap-4 px-4 py-16">
        <h1 className="text-3xl font-bold">{site.notFound.title}</h1>
        <p className="text-slate-600 dark:text-slate-300">{site.notFound.body}</p>
        <div className="flex flex-wrap gap-3">
          <NavLink href={homeHref} className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
            {site.notFound.home}
          </NavLink>
          <NavLink href={supportHref} className="rounded-md border border-slate-300 px-4 py-2 font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800">
            {site.notFound.support}
          </NavLink>
        </div>
      </main>
      <PublicFooter />
      <HydrationMark />
    </div>
  );
}
