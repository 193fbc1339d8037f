import { fetchContractMetrics, fetchCreatorPerformance } from '../../../../api/analytics.ts';
import type { MetricReportView } from '../../../../api/analytics-schemas.ts';

/**
 * The creator's performance and the figures they reported on each contract (for the reports chart). A contract
 * whose reports fail to load is left out of the chart; the measures still count it.
 */
export async function loadPerformance() {
  const performance = await fetchCreatorPerformance();
  const answers = await Promise.allSettled(performance.byContract.map((c) => fetchContractMetrics(c.contractId)));
  const reports: MetricReportView[] = answers.flatMap((a) => (a.status === 'fulfilled' ? a.value.items : []));
  reports.sort((x, y) => x.periodEnd.localeCompare(y.periodEnd) || x.reportedAt.localeCompare(y.reportedAt));
  return { performance, reports };
}
