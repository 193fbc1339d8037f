import { Link } from '@tanstack/react-router';
import type { CampaignAnalyticsView } from '../../../../api/analytics-schemas.ts';
import { AnalyticsCompareChart } from '../../../../components/analytics-compare-chart.tsx';
import { AnalyticsCsvButton } from '../../../../components/analytics-csv-button.tsx';
import { AnalyticsMeasures } from '../../../../components/analytics-measures.tsx';
import { AnalyticsSeriesChart } from '../../../../components/analytics-series-chart.tsx';
import { AnalyticsSourceNote } from '../../../../components/analytics-source-note.tsx';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { analyticsCopy as a, campaignAnalyticsCopy as t } from '../../../../content/analytics.ts';
import { formatAmount } from '../../../../lib/analytics-format.ts';
import { seriesLines } from './analytics-series-lines.ts';

/** One campaign's measures, its days, its creators compared, and the CSV export (brand side). */
export function AnalyticsCampaignPage({ data }: { data: CampaignAnalyticsView }) {
  const { days, lines, summary } = seriesLines(data.series);
  return (
    <section className="mx-auto max-w-5xl space-y-8 p-6">
      <p><Link to="/brand/campaigns/$campaignId" params={{ campaignId: data.campaignId }} className={buttonClass.link}>{t.back}</Link></p>
      <header className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight">{t.title(data.title)}</h1>
        <AnalyticsCsvButton target={{ kind: 'campaign', campaignId: data.campaignId }} fileName={`sauti-${data.campaignId}-analytics.csv`} />
      </header>
      <AnalyticsSourceNote />
      <section aria-labelledby="measures-heading" className="space-y-3">
        <h2 id="measures-heading" className="text-xl font-semibold">{a.measuresHeading}</h2>
        <AnalyticsMeasures measures={data.measures} currency={data.currency} label={a.measuresHeading} />
        {data.unattributed.conversions > 0 && <p>{a.unattributed(data.unattributed.conversions, formatAmount(data.unattributed.revenue, data.currency))}</p>}
      </section>
      <AnalyticsSeriesChart title={a.charts.seriesTitle} rowHeader={a.charts.day} days={days} lines={lines} summary={summary} empty={a.charts.seriesEmpty} />
      <section aria-labelledby="creators-heading" className="space-y-3">
        <h2 id="creators-heading" className="text-xl font-semibold">{t.creatorsHeading}</h2>
        <p>{t.creatorsBasis}</p>
        <AnalyticsCompareChart
          title={t.creatorsTitle}
          rowHeader={t.creator}
          extraHeader={t.reports}
          rows={data.byCreator.map((c) => ({ key: c.contractId, label: c.name, currency: data.currency, measures: c.measures, extra: c.reports }))}
        />
      </section>
    </section>
  );
}
