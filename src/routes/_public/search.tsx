import { createFileRoute, Link } from '@tanstack/react-router';
import * as v from 'valibot';
import { searchPage } from '../../content/info-pages.ts';
import { pageTitle } from '../../lib/guards.ts';
import { InfoPage } from './-components/info-page.tsx';
import { titles } from '../../content/titles.ts';

const MAX_QUERY = 100;
// The router reads `?q=123` as a number, so numbers are accepted and turned back into text.
const query = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((value) => String(value).trim().slice(0, MAX_QUERY)),
);

export const Route = createFileRoute('/_public/search')({
  validateSearch: v.object({ q: v.fallback(v.optional(query), undefined) }),
  head: () => pageTitle(titles.search),
  component: Search,
});

function Search() {
  const { q } = Route.useSearch();
  return (
    <InfoPage page={searchPage}>
      <p className="mt-6 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
        {q ? (
          <>
            {searchPage.youSearched}: <strong>“{q}”</strong>
          </>
        ) : (
          searchPage.noQuery
        )}
      </p>
      <p className="mt-4">
        <Link to="/creators" className="font-semibold text-brand-700 underline underline-offset-2 dark:text-teal-300">
          {searchPage.browse.label}
        </Link>
      </p>
    </InfoPage>
  );
}
