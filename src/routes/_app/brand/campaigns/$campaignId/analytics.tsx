import { createFileRoute } from '@tanstack/react-router';
import { fetchCampaignAnalytics } from '../../../../../api/analytics.ts';
import { AnalyticsError } from '../../../../../components/analytics-error.tsx';
import { titles } from '../../../../../content/titles.ts';
import { pageTitle } from '../../../../../lib/guards.ts';
import { AnalyticsCampaignPage } from '../../-components/analytics-campaign-page.tsx';

export const Route = createFileRoute('/_app/brand/campaigns/$campaignId/analytics')({
  loader: ({ params }) => fetchCampaignAnalytics(params.campaignId),
  head: () => pageTitle(titles.brandCampaignAnalytics),
  errorComponent: AnalyticsError,
  component: CampaignAnalytics,
});

function CampaignAnalytics() {
  return <AnalyticsCampaignPage data={Route.useLoaderData()} />;
}
