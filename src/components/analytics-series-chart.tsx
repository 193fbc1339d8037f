import { useId, useRef } from 'react';
import { analyticsCopy } from '../content/analytics.ts';
import { formatCount } from '../lib/analytics-format.ts';
import { chartLook, useChartist } from './analytics-chartist.ts';

const t = analyticsCopy.charts;
const LINE_STYLES = ['solid', 'dashed', 'dotted'];

export interface SeriesLine {
  label: string;
  values: number[];
}

/**
 * A line chart of daily counts, named by a summary; the same figures are in a table below it (the image's
 * equivalent). Lines differ by colour and dash, and the legend says which is which.
 */
export function AnalyticsSeriesChart({ title, rowHeader, days, rowLabels = days, lines, summary, empty }: {
  title: string; rowHeader: string; days: string[]; rowLabels?: string[]; lines: SeriesLine[]; summary: string; empty: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const captionId = useId();
  useChartist(ref, JSON.stringify({ days, lines }), (c, into) => days.length === 0 ? null : new c.LineChart(
    into,
    { labels: days, series: lines.map((l) => l.values) },
    {
      height: '260px', low: 0, showArea: false, lineSmooth: false, fullWidth: true, chartPadding: { right: 24 },
      axisY: { onlyInteger: true, offset: 64, labelInterpolationFnc: (v) => formatCount(Number(v)) },
      // At most about eight day labels, so they never overlap.
      axisX: { labelInterpolationFnc: (v, i) => (i % Math.max(1, Math.ceil(days.length / 8)) === 0 ? v : null) },
    },
  ));

  return (
    <figure aria-labelledby={captionId} className="min-w-0 rounded-2xl border border-slate-200 p-4 dark:border-slate-700">
      <figcaption id={captionId} className="font-semibold">{title}</figcaption>
      {days.length === 0 ? <p className="mt-2">{empty}</p> : (
        <>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {t.legend} {lines.map((l, i) => `${l.label} (${LINE_STYLES[i] ?? 'solid'})`).join(', ')}
          </p>
          <div ref={ref} role="img" aria-label={summary} className={`mt-3 ${chartLook}`} style={{ minHeight: 260 }} />
          <details className="mt-3">
            <summary className="cursor-pointer font-medium text-brand-700 underline underline-offset-2 dark:text-teal-300">{t.showTable}</summary>
            <div className="mt-2 max-h-80 overflow-auto" tabIndex={0} role="region" aria-label={title}>
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{title}</caption>
                <thead>
                  <tr>
                    <th scope="col" className="py-1 pr-3">{rowHeader}</th>
                    {lines.map((l) => <th key={l.label} scope="col" className="py-1 pr-3 text-right">{l.label}</th>)}
                  </tr>
                </thead>
                <tbody>
                  {days.map((day, i) => (
                    <tr key={`${day}-${i}`} className="border-t border-slate-200 dark:border-slate-700">
                      <th scope="row" className="py-1 pr-3 font-normal">{rowLabels[i] ?? day}</th>
                      {lines.map((l) => <td key={l.label} className="py-1 pr-3 text-right">{formatCount(l.values[i])}</td>)}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </figure>
  );
}
