import { AnalyticsCompareChart } from '../../../../components/analytics-compare-chart.tsx';
import { AnalyticsMeasures } from '../../../../components/analytics-measures.tsx';
import { AnalyticsSeriesChart } from '../../../../components/analytics-series-chart.tsx';
import { AnalyticsSourceNote } from '../../../../components/analytics-source-note.tsx';
import { analyticsCopy as a, contractStatusLabel, metricFieldLabel, performanceCopy as t } from '../../../../content/analytics.ts';
import type { loadPerformance } from './analytics-performance-data.ts';
import { AnalyticsReportForm } from './analytics-report-form.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';

type Data = Awaited<ReturnType<typeof loadPerformance>>;

/** The creator's own results: totals per currency, the figures they reported, their contracts compared, and the report form. */
export function AnalyticsPerformancePage({ data: { performance, reports } }: { data: Data }) {
  const titleOf = new Map(performance.byContract.map((c) => [c.contractId, c.title]));
  return (
    <section className="mx-auto max-w-5xl space-y-8 p-6">
      <PageHeader title={t.title} intro={t.intro} />
      <AnalyticsSourceNote />
      {performance.byContract.length === 0 ? <p>{t.noContracts}</p> : (
        <>
          {performance.totals.map((total) => (
            <section key={total.currency} aria-labelledby={`totals-${total.currency}`} className="space-y-3">
              <h2 id={`totals-${total.currency}`} className="text-xl font-semibold">{a.totalsHeading(total.currency)}</h2>
              <AnalyticsMeasures measures={total.measures} currency={total.currency} label={a.totalsHeading(total.currency)} scope="creator" />
            </section>
          ))}
          <AnalyticsSeriesChart
            title={t.seriesTitle}
            rowHeader={t.reportRow}
            days={reports.map((r) => r.periodEnd)}
            rowLabels={reports.map((r) => `${r.periodEnd} · ${titleOf.get(r.contractId) ?? ''}`)}
            lines={(['impressions', 'reach'] as const).map((f) => ({ label: metricFieldLabel[f], values: reports.map((r) => r[f]) }))}
            summary={t.seriesSummary(reports.length, reports.reduce((n, r) => n + r.impressions, 0))}
            empty={t.seriesEmpty}
          />
          <section aria-labelledby="contracts-heading" className="space-y-3">
            <h2 id="contracts-heading" className="text-xl font-semibold">{t.contractsHeading}</h2>
            <AnalyticsCompareChart
              title={t.contractsTitle}
              rowHeader={t.campaign}
              extraHeader={t.status}
              rows={performance.byContract.map((c) => ({ key: c.contractId, label: c.title, currency: c.currency, measures: c.measures, extra: contractStatusLabel(c.status) }))}
            />
          </section>
        </>
      )}
      <AnalyticsReportForm contracts={performance.byContract.filter((c) => c.status !== 'cancelled')} />
    </section>
  );
}
