import { createFileRoute } from '@tanstack/react-router';
import { fetchDirectory } from '../../api/directory.ts';
import { directoryPage as copy } from '../../content/directory.ts';
import { titles } from '../../content/titles.ts';
import { countryName } from '../../lib/countries.ts';
import { pageTitle } from '../../lib/guards.ts';
import { matching, oneOf, page, searchSchema, text } from '../../lib/search-params.ts';
import { directoryNiches } from './-components/directory-options.ts';
import { DirectoryPage } from './-components/directory-page.tsx';
import { apiFilters, searchFilters, searchSort } from './-components/directory-search-params.ts';
import { ResultsError, ResultsPending } from './-components/results-state.tsx';

/** Unknown values fall back to "all creators" instead of an error page; the API re-checks everything. */
const countryParam = matching((code) => countryName(code) !== '', (value) => value.toUpperCase());

const directorySearch = searchSchema({
  niche: oneOf(Object.keys(directoryNiches)),
  country: countryParam,
  // The sort and the search filters (issue 24) as text here; typed by -components/directory-search-params.ts.
  sort: text(),
  q: text(),
  platform: text(),
  followerBand: text(),
  engagementBand: text(),
  // Whole numbers from 1 (a price in shillings, a rating): the page rule keeps them numbers, written plainly in the URL.
  priceMin: page,
  priceMax: page,
  minRating: page,
  language: text(40),
  page,
});

export const Route = createFileRoute('/_public/creators')({
  validateSearch: directorySearch,
  loaderDeps: ({ search }) => search,
  // Top Creators is the directory's default order, so a Categories link lists the biggest creators first.
  loader: ({ deps }) => fetchDirectory({ ...deps, ...apiFilters(searchFilters(deps)), sort: searchSort(deps.sort) }),
  // Quick loads keep the current list on screen instead of flashing the loading state.
  pendingMs: 400,
  pendingComponent: () => <ResultsPending title={copy.title} message={copy.loading} />,
  errorComponent: (props) => <ResultsError {...props} title={copy.title} failed={copy.loadFailed} retry={copy.retry} />,
  head: () => pageTitle(titles.creators),
  component: Creators,
});

function Creators() {
  const result = Route.useLoaderData();
  const search = Route.useSearch();
  return <DirectoryPage result={result} filters={{ ...search, ...searchFilters(search), sort: searchSort(search.sort) }} />;
}
