import type { SeriesPointView } from '../../../../api/analytics-schemas.ts';
import { analyticsCopy, measureLabel } from '../../../../content/analytics.ts';

/** A daily series as the chart's days, its three lines and its summary. */
export function seriesLines(series: readonly SeriesPointView[]) {
  const sum = (key: 'impressions' | 'clicks' | 'conversions') => series.reduce((n, p) => n + p[key], 0);
  return {
    days: series.map((p) => p.day),
    lines: (['impressions', 'clicks', 'conversions'] as const).map((key) => ({ label: measureLabel[key], values: series.map((p) => p[key]) })),
    summary: analyticsCopy.charts.seriesSummary(series.length, sum('impressions'), sum('clicks'), sum('conversions')),
  };
}
