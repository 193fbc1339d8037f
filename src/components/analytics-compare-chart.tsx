import { useId, useRef, useState, type ReactNode } from 'react';
import type { Currency } from '../domain/campaign-types.ts';
import type { MeasuresView } from '../api/analytics-schemas.ts';
import { analyticsCopy, MEASURE_KEYS, measureLabel } from '../content/analytics.ts';
import { formatCount, formatMeasure, formatPercent, measureKind, showMeasure } from '../lib/analytics-format.ts';
import { inputClass } from './ui/button-styles.ts';
import { chartLook, useChartist } from './analytics-chartist.ts';

const t = analyticsCopy.charts;
/** Measures that compare fairly across rows in different currencies. */
const COMPARABLE = ['impressions', 'clicks', 'conversions', 'ctr', 'engagementRate', 'conversionRate'] as const;
type Comparable = (typeof COMPARABLE)[number];

export interface CompareRow {
  key: string;
  label: string;
  /** The row's header cell: its name, or a link to its own page. */
  header?: ReactNode;
  currency: Currency;
  measures: MeasuresView;
  extra?: ReactNode;
}

/**
 * A bar chart comparing rows (creators, campaigns, contracts) by one measure the person picks, named by a
 * summary of every value, with every measure of every row in the table below it.
 */
export function AnalyticsCompareChart({ title, rowHeader, rows, extraHeader }: { title: string; rowHeader: string; rows: CompareRow[]; extraHeader?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const captionId = useId();
  const selectId = useId();
  const hintId = useId();
  // Start on the first measure any row has data for, so the chart never opens on a row of zeros.
  const [by, setBy] = useState<Comparable>(() => COMPARABLE.find((k) => rows.some((r) => (r.measures[k] ?? 0) > 0)) ?? 'impressions');
  const noData = rows.every((r) => COMPARABLE.every((k) => (r.measures[k] ?? 0) === 0));
  const values = rows.map((r) => r.measures[by] ?? 0);
  useChartist(ref, JSON.stringify({ by, labels: rows.map((r) => r.label), values, noData }), (c, into) => rows.length === 0 || noData ? null : new c.BarChart(
    into,
    { labels: rows.map((r) => r.label), series: [values] },
    {
      horizontalBars: true, reverseData: true, height: `${rows.length * 36 + 48}px`,
      axisY: { offset: 160, showGrid: false },
      axisX: { low: 0, onlyInteger: measureKind[by] === 'count', labelInterpolationFnc: (v) => (measureKind[by] === 'percent' ? formatPercent(Number(v)) : formatCount(Number(v))) },
    },
  ));
  const summary = t.compareSummary(measureLabel[by], rows.map((r) => `${r.label} ${formatMeasure(by, r.measures, r.currency)}`).join(', '));
  // The row header stays in view while the table scrolls sideways, so each figure keeps its name.
  const sticky = 'sticky left-0 z-10 bg-white pr-3 dark:bg-slate-950';

  return (
    <figure aria-labelledby={captionId} className="min-w-0 space-y-3 rounded-2xl border border-slate-200 p-4 dark:border-slate-700">
      <figcaption id={captionId} className="font-semibold">{title}</figcaption>
      {rows.length === 0 ? <p>{t.compareEmpty}</p> : (
        <>
          {noData ? <p>{t.compareNoData}</p> : (
            <>
              <div className="max-w-xs">
                <label htmlFor={selectId} className="mb-1 block font-medium">{t.compareBy}</label>
                <select id={selectId} value={by} onChange={(e) => setBy(e.target.value as Comparable)} className={inputClass}>
                  {COMPARABLE.map((k) => <option key={k} value={k}>{measureLabel[k]}</option>)}
                </select>
              </div>
              <div ref={ref} role="img" aria-label={summary} className={chartLook} style={{ minHeight: rows.length * 36 + 48 }} />
            </>
          )}
          <p id={hintId} className="text-sm text-slate-700 dark:text-slate-300">{t.tableHint}</p>
          <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700" tabIndex={0} role="region" aria-label={t.tableLabel(title)} aria-describedby={hintId}>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr>
                  <th scope="col" className={`py-1 pl-2 ${sticky}`}>{rowHeader}</th>
                  {extraHeader && <th scope="col" className="py-1 pr-3">{extraHeader}</th>}
                  {MEASURE_KEYS.map((k) => <th key={k} scope="col" className="py-1 pr-3 text-right">{measureLabel[k]}</th>)}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.key} className="border-t border-slate-200 dark:border-slate-700">
                    <th scope="row" className={`py-1 pl-2 font-normal ${sticky}`}>{r.header ?? r.label}</th>
                    {extraHeader && <td className="py-1 pr-3">{r.extra}</td>}
                    {MEASURE_KEYS.map((k) => <td key={k} className="py-1 pr-3 text-right whitespace-nowrap">{showMeasure(k, r.measures, r.currency, analyticsCopy.notEnoughData)}</td>)}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}
