import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsError } from '../../../components/analytics-error.tsx';
import { titles } from '../../../content/titles.ts';
import { pageTitle } from '../../../lib/guards.ts';
import { loadBrandAnalytics } from './-components/analytics-brand-data.ts';
import { AnalyticsBrandPage } from './-components/analytics-brand-page.tsx';

export const Route = createFileRoute('/_app/brand/analytics')({
  loader: () => loadBrandAnalytics(),
  head: () => pageTitle(titles.brandAnalytics),
  errorComponent: AnalyticsError,
  component: BrandAnalytics,
});

function BrandAnalytics() {
  return <AnalyticsBrandPage data={Route.useLoaderData()} />;
}
