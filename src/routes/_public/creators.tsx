import { createFileRoute } from '@tanstack/react-router';
import { fetchDirectory } from '../../api/directory.ts';
import { directoryPage as copy } from '../../content/directory.ts';
import { titles } from '../../content/titles.ts';
import { countryName } from '../../lib/countries.ts';
import { pageTitle } from '../../lib/guards.ts';
import { matching, oneOf, page, searchSchema, text, wholeNumber } from '../../lib/search-params.ts';
import { directorySortParam, engagementBandParam, followerBandParam, platformParam } from '../../lib/search-keys.ts';
import { directoryNiches } from './-components/directory-options.ts';
import { DirectoryPage } from './-components/directory-page.tsx';
import { ResultsError, ResultsPending } from './-components/results-state.tsx';

/** Unknown values fall back to "all creators" instead of an error page; the API re-checks everything. */
const countryParam = matching((code) => countryName(code) !== '', (value) => value.toUpperCase());

const directorySearch = searchSchema({
  niche: oneOf(Object.keys(directoryNiches)),
  country: countryParam,
  sort: directorySortParam,
  q: text(),
  platform: platformParam,
  followerBand: followerBandParam,
  engagementBand: engagementBandParam,
  /** Whole shillings in the URL (readable when shared); the API takes cents. */
  priceMin: wholeNumber(0, 1e12),
  priceMax: wholeNumber(0, 1e12),
  minRating: wholeNumber(1, 5),
  language: text(40),
  page,
});

const cents = (shillings: number | undefined) => (shillings === undefined ? undefined : shillings * 100);

export const Route = createFileRoute('/_public/creators')({
  validateSearch: directorySearch,
  loaderDeps: ({ search }) => search,
  // Top Creators is the directory's default order, so a Categories link lists the biggest creators first.
  loader: ({ deps }) => fetchDirectory({ ...deps, sort: deps.sort ?? 'top', priceMin: cents(deps.priceMin), priceMax: cents(deps.priceMax) }),
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
  return <DirectoryPage result={result} filters={{ ...search, sort: search.sort ?? 'top' }} />;
}
