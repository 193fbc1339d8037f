import { Link } from '@tanstack/react-router';
import { AnalyticsCompareChart } from '../../../../components/analytics-compare-chart.tsx';
import { AnalyticsCsvButton } from '../../../../components/analytics-csv-button.tsx';
import { AnalyticsMeasures } from '../../../../components/analytics-measures.tsx';
import { AnalyticsSeriesChart } from '../../../../components/analytics-series-chart.tsx';
import { AnalyticsSourceNote } from '../../../../components/analytics-source-note.tsx';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { analyticsCopy as a, brandAnalyticsCopy as t } from '../../../../content/analytics.ts';
import type { loadBrandAnalytics } from './analytics-brand-data.ts';
import { seriesLines } from './analytics-series-lines.ts';

type Data = Awaited<ReturnType<typeof loadBrandAnalytics>>;

/** Across the brand's campaigns: totals per currency, the days added up, the campaigns compared, and the CSV export. */
export function AnalyticsBrandPage({ data: { overview, series, partial } }: { data: Data }) {
  const { days, lines, summary } = seriesLines(series);
  return (
    <section className="mx-auto max-w-5xl space-y-8 p-6">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
        <p className="text-slate-700 dark:text-slate-300">{t.intro}</p>
        {overview.byCampaign.length > 0 && <AnalyticsCsvButton target={{ kind: 'brand' }} fileName="sauti-brand-analytics.csv" />}
      </header>
      <AnalyticsSourceNote />
      {overview.byCampaign.length === 0 ? <p>{t.noCampaigns}</p> : (
        <>
          {overview.totals.map((total) => (
            <section key={total.currency} aria-labelledby={`totals-${total.currency}`} className="space-y-3">
              <h2 id={`totals-${total.currency}`} className="text-xl font-semibold">{a.totalsHeading(total.currency)}</h2>
              <AnalyticsMeasures measures={total.measures} currency={total.currency} label={a.totalsHeading(total.currency)} />
            </section>
          ))}
          <AnalyticsSeriesChart title={a.charts.seriesTitle} rowHeader={a.charts.day} days={days} lines={lines} summary={summary} empty={a.charts.seriesEmpty} />
          {partial && <p>{t.seriesPartial}</p>}
          <section aria-labelledby="campaigns-heading" className="space-y-3">
            <h2 id="campaigns-heading" className="text-xl font-semibold">{t.campaignsHeading}</h2>
            <AnalyticsCompareChart
              title={t.campaignsTitle}
              rowHeader={t.campaign}
              extraHeader={t.currency}
              rows={overview.byCampaign.map((c) => ({
                key: c.campaignId, label: c.title, currency: c.currency, measures: c.measures, extra: c.currency,
                header: <Link to="/brand/campaigns/$campaignId/analytics" params={{ campaignId: c.campaignId }} aria-label={t.openCampaign(c.title)} className={buttonClass.link}>{c.title}</Link>,
              }))}
            />
          </section>
        </>
      )}
    </section>
  );
}
