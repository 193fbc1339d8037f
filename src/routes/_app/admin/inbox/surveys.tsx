import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { INDUSTRIES, INDUSTRY_SLUGS, industrySlug } from '../../../../../machines/catalog.ts';
import { fetchSurveyStats, fetchSurveys } from '../../../../api/admin.ts';
import { admin } from '../../../../content/admin.ts';
import { pageTitle, requireUser } from '../../../../lib/guards.ts';
import { InboxError } from '../-components/inbox-error.tsx';
import { InboxLayout } from '../-components/inbox-layout.tsx';
import { optionParam, pageParam, queryParam } from '../-components/inbox-search.ts';
import { ListFilters } from '../-components/list-filters.tsx';
import { SurveyCharts } from '../-components/survey-charts.tsx';
import { SurveysTable } from '../-components/surveys-table.tsx';
import { titles } from '../../../../content/titles.ts';

const industries = INDUSTRIES.map((label) => ({ value: industrySlug(label), label }));

export const Route = createFileRoute('/_app/admin/inbox/surveys')({
  validateSearch: v.object({ page: pageParam, q: queryParam, industrySector: optionParam(INDUSTRY_SLUGS) }),
  beforeLoad: (args) => requireUser(args, ['admin']),
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
