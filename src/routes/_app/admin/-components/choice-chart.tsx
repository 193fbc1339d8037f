import { useEffect, useId, useRef } from 'react';
import { loadChartist } from '../../../../components/analytics-chartist.ts';
import { admin } from '../../../../content/admin.ts';

const t = admin.charts;

export interface ChartRow {
  label: string;
  count: number;
}

// Chartist loads once for every chart, on first use only (src/components/analytics-chartist.ts).
const loadBarChart = async () => (await loadChartist()).BarChart;

/*
 * Chartist's stylesheet is unlayered, so it beats Tailwind's layered utilities: the colour overrides are
 * marked important. Bars are teal at 3:1 or more against the page (WCAG 1.4.11), text at 4.5:1 (1.4.3),
 * in light and dark.
 */
const look = [
  '[&_.ct-bar]:stroke-brand-700! dark:[&_.ct-bar]:stroke-teal-300! [&_.ct-bar]:[stroke-width:14px]!',
  '[&_.ct-label]:text-slate-700! [&_.ct-label]:fill-slate-700! dark:[&_.ct-label]:text-slate-200! dark:[&_.ct-label]:fill-slate-200!',
  '[&_.ct-grid]:stroke-slate-400! dark:[&_.ct-grid]:stroke-slate-500!',
].join(' ');

/**
 * A horizontal bar chart of one question's answers. The drawing is an image named by a summary of every
 * count; the same counts are in a table below it for anyone who prefers reading them. Chartist animates
 * only when a draw handler asks it to, and none is added, so nothing moves (prefers-reduced-motion).
 */
export function ChoiceChart({ title, answered, rows }: { title: string; answered: number; rows: ChartRow[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const captionId = useId();
  // `rows` is a new array on every render; its text is a stable effect dependency.
  const key = JSON.stringify(rows);

  useEffect(() => {
    let cancelled = false;
    let chart: InstanceType<Awaited<ReturnType<typeof loadBarChart>>> | undefined;
    const data: ChartRow[] = JSON.parse(key);
    void loadBarChart().then((BarChart) => {
      if (cancelled || !ref.current) return;
      chart = new BarChart(
        ref.current,
        { labels: data.map((r) => r.label), series: [data.map((r) => r.count)] },
        // reverseData puts the first choice at the top, in the form's order.
        { horizontalBars: true, reverseData: true, height: `${data.length * 32 + 40}px`, axisY: { offset: 170, showGrid: false }, axisX: { onlyInteger: true, low: 0 } },
      );
      // The wrapper is the image and carries the summary; the drawing's own text would only repeat it in pieces.
      chart.on('created', () => ref.current?.querySelector('svg')?.setAttribute('aria-hidden', 'true'));
    }).catch(() => {
      // Offline or a failed chunk: the image's summary and the counts table still carry every number.
    });
    return () => {
      cancelled = true;
      chart?.detach();
    };
  }, [key]);

  const summary = t.summary(answered, rows.map((r) => `${r.label} ${r.count}`).join(', '));
  return (
    <figure aria-labelledby={captionId} className="min-w-0 rounded-2xl border border-slate-200 p-4 dark:border-slate-700">
      <figcaption id={captionId} className="font-semibold">{title}</figcaption>
      <div ref={ref} role="img" aria-label={summary} className={`mt-3 ${look}`} style={{ minHeight: rows.length * 32 + 40 }} />
      <details className="mt-3">
        <summary className="cursor-pointer font-medium text-brand-700 underline underline-offset-2 dark:text-teal-300">{t.showTable}</summary>
        <table className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr><th scope="col" className="py-1 pr-3">{t.answer}</th><th scope="col" className="py-1">{t.responses}</th></tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.label} className="border-t border-slate-200 dark:border-slate-700">
                <th scope="row" className="py-1 pr-3 font-normal">{r.label}</th>
                <td className="py-1">{r.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
