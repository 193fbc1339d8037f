import { createFileRoute } from '@tanstack/react-router';
import { fetchSearch } from '../../api/directory.ts';
import { searchPage as copy } from '../../content/directory.ts';
import { pageTitle } from '../../lib/guards.ts';
import { searchSchema, text } from '../../lib/search-params.ts';
import { titles } from '../../content/titles.ts';
import { SearchResultsPage } from './-components/search-results.tsx';
import { ResultsError, ResultsPending } from './-components/results-state.tsx';

const querySearch = searchSchema({ q: text(100) });

export const Route = createFileRoute('/_public/search')({
  validateSearch: querySearch,
  loaderDeps: ({ search: { q } }) => ({ q }),
  loader: ({ deps: { q } }) => (q ? fetchSearch(q) : null),
  pendingMs: 400,
  pendingComponent: SearchPending,
  errorComponent: (props) => <ResultsError {...props} title={copy.title} failed={copy.loadFailed} retry={copy.retry} />,
  head: () => pageTitle(titles.search),
  component: Search,
});

function SearchPending() {
  const { q } = Route.useSearch();
  return <ResultsPending title={copy.title} message={copy.loading(q ?? '')} />;
}

function Search() {
  const results = Route.useLoaderData();
  const { q } = Route.useSearch();
  return <SearchResultsPage q={q} results={results} />;
}
