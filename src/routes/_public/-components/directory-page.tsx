import type { DirectoryPage as DirectoryResult } from '../../../api/directory.ts';
import { directoryPage as t } from '../../../content/directory.ts';
import { directoryNiches, directorySorts } from './directory-options.ts';
import { countryName } from '../../../lib/countries.ts';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { CreatorCard } from './creator-card.tsx';
import { DirectoryFilters, type DirectoryFilterValues } from './directory-filters.tsx';

/**
 * /creators: verified creators only, filtered and sorted by the local API. The result line is a status, so
 * a screen reader hears the new count and the filters in words after each change.
 */
export function DirectoryPage({ result, filters }: { result: DirectoryResult; filters: DirectoryFilterValues }) {
  const { items, total, page, perPage } = result;
  const summary =
    items.length === 0 && total > 0
      ? t.pastEnd
      : t.summary({
          total,
          niche: filters.niche && directoryNiches[filters.niche],
          country: filters.country && countryName(filters.country),
          q: filters.q,
          sort: directorySorts[filters.sort],
        });
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-12 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t.title}</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{t.intro}</p>
      </header>
      <DirectoryFilters values={filters} />
      <p role="status" className="font-medium">{summary}</p>
      {total === 0 && <p className="text-slate-700 dark:text-slate-300">{t.empty}</p>}
      {items.length > 0 && (
        <ul aria-label={t.title} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((creator) => (
            <li key={creator.id}>
              <CreatorCard creator={creator} />
            </li>
          ))}
        </ul>
      )}
      {total > perPage || page > 1 ? <Pagination page={page} pageSize={perPage} total={total} /> : null}
    </div>
  );
}
