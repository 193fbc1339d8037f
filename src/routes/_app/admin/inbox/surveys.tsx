import { createFileRoute } from '@tanstack/react-router';
import { INDUSTRIES, INDUSTRY_SLUGS, industrySlug } from '../../../../domain/catalog.ts';
import { fetchSurveyStats, fetchSurveys } from '../../../../api/admin.ts';
import { admin } from '../../../../content/admin.ts';
import { pageTitle } from '../../../../lib/guards.ts';
import { InboxError } from '../-components/inbox-error.tsx';
import { InboxLayout } from '../-components/inbox-layout.tsx';
import { ListFilters } from '../-components/list-filters.tsx';
import { SurveyCharts } from '../-components/survey-charts.tsx';
import { SurveysTable } from '../-components/surveys-table.tsx';
import { oneOf, page, searchSchema, text } from '../../../../lib/search-params.ts';
import { titles } from '../../../../content/titles.ts';

const industries = INDUSTRIES.map((label) => ({ value: industrySlug(label), label }));

const surveysSearch = searchSchema({ page, q: text(), industrySector: oneOf(INDUSTRY_SLUGS) });

export const Route = createFileRoute('/_app/admin/inbox/surveys')({
  validateSearch: surveysSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => Promise.all([fetchSurveys(deps), fetchSurveyStats(deps)]),
  head: () => pageTitle(titles.adminInboxSurveys),
  errorComponent: InboxError,
  component: SurveysInbox,
});

function SurveysInbox() {
  const [page, stats] = Route.useLoaderData();
  const { q, industrySector } = Route.useSearch();
  const filters = <ListFilters q={q} hint={admin.filters.searchHint.surveys} selects={[{ name: 'industrySector', label: admin.filters.industry, value: industrySector, options: industries }]} />;
  return (
    <InboxLayout copy={admin.surveys} page={page} filters={filters} after={<SurveyCharts stats={stats} />}>
      <SurveysTable rows={page.items} />
    </InboxLayout>
  );
}
