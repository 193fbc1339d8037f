import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsError } from '../../../components/analytics-error.tsx';
import { titles } from '../../../content/titles.ts';
import { pageTitle } from '../../../lib/guards.ts';
import { loadPerformance } from './-components/analytics-performance-data.ts';
import { AnalyticsPerformancePage } from './-components/analytics-performance-page.tsx';

export const Route = createFileRoute('/_app/influencer/performance')({
  loader: () => loadPerformance(),
  head: () => pageTitle(titles.influencerPerformance),
  errorComponent: AnalyticsError,
  component: Performance,
});

function Performance() {
  return <AnalyticsPerformancePage data={Route.useLoaderData()} />;
}
