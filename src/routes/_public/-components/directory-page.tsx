import type { DirectoryPage as DirectoryResult } from '../../../api/directory.ts';
import { directoryPage } from '../../../content/directory.ts';
import { directoryListCopy, directorySearchCopy as s } from '../../../content/directory-search.ts';
import { creatorPageCopy } from '../../../content/creator-page.ts';
import { PLATFORM_LABELS } from '../../../domain/catalog.ts';
import { directoryNiches } from './directory-options.ts';
import { countryName } from '../../../lib/countries.ts';
import { formatMoney } from '../../../lib/money.ts';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { CreatorCard } from './creator-card.tsx';
import { DirectoryFilters, sortLabels, type DirectoryFilterValues } from './directory-filters.tsx';

/** The filters the summary sentence does not name, in words. */
function otherFilters(f: DirectoryFilterValues): string[] {
  const kes = (shillings: number) => formatMoney(shillings * 100, 'KES');
  return [
    f.platform && PLATFORM_LABELS[f.platform],
    f.followerBand && creatorPageCopy.followers(f.followerBand),
    f.engagementBand && creatorPageCopy.engagement(f.engagementBand),
    f.priceMin !== undefined && s.priceAtLeast(kes(f.priceMin)),
    f.priceMax !== undefined && s.priceAtMost(kes(f.priceMax)),
    f.minRating !== undefined && s.ratedAtLeast(f.minRating),
    f.language && s.speaks(f.language),
  ].filter((part): part is string => typeof part === 'string' && part !== '');
}

/**
 * /creators: verified creators only, filtered and sorted by the local API. The result line is a status, so
 * a screen reader hears the new count and the filters in words after each change.
 */
const t = { ...directoryListCopy, title: directoryPage.title };

export function DirectoryPage({ result, filters }: { result: DirectoryResult; filters: DirectoryFilterValues }) {
  const { items, total, totalIsCapped, page, perPage } = result;
  const summary =
    items.length === 0 && total > 0
      ? t.pastEnd
      : t.summary({
          total,
          capped: totalIsCapped,
          niche: filters.niche && directoryNiches[filters.niche],
          country: filters.country && countryName(filters.country),
          q: filters.q,
          sort: sortLabels[filters.sort],
        }) + s.also(otherFilters(filters));
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-12 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t.title}</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{t.intro}</p>
      </header>
      <DirectoryFilters key={JSON.stringify(filters)} values={filters} />
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
      {/* A capped total ("1,000+") has no last page to link to; Next leads on past the cap. */}
      {total > perPage || page > 1 ? (
        <Pagination page={page} pageSize={perPage} total={total} capped={totalIsCapped ? t.pageOfCapped(page, total) : undefined} last />
      ) : null}
    </div>
  );
}
