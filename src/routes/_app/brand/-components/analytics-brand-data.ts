import { fetchBrandAnalytics, fetchCampaignAnalytics } from '../../../../api/analytics.ts';
import { mergeSeries } from '../../../../lib/analytics-series.ts';

/** The most campaigns whose days are added into the brand's daily chart. */
const SERIES_CAMPAIGNS = 24;

/**
 * The brand's overview, and the daily series across its campaigns: the overview has no days of its own, so each
 * campaign's are read and added. A campaign that fails to load is left out of the chart, and the page says so.
 */
export async function loadBrandAnalytics() {
  const overview = await fetchBrandAnalytics();
  const ids = overview.byCampaign.slice(0, SERIES_CAMPAIGNS).map((c) => c.campaignId);
  const answers = await Promise.allSettled(ids.map((id) => fetchCampaignAnalytics(id)));
  const loaded = answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value.series] : []));
  return { overview, series: mergeSeries(loaded), partial: loaded.length < overview.byCampaign.length };
}
