import type { MetricFigures, MetricReport } from '../../machines/metricsTypes.ts';
import type { ServerContext } from '../context.ts';

/** The screenshot as stored: the generated file name stays on the server and is never sent. */
export interface StoredScreenshot {
  storedName: string;
  type: string;
  size: number;
}

/** A metric report as stored in `metricReports` (server-side only: json-server's router never serves it). */
export type MetricReportRecord = Omit<MetricReport, 'screenshot'> & { screenshot: StoredScreenshot };

type Holder = Pick<ServerContext, 'store'>;

/** The live array, created empty when an older data file has none yet. */
export function metricReports(ctx: Holder): MetricReportRecord[] {
  const state = ctx.store.getState() as Record<string, unknown>;
  if (!Array.isArray(state.metricReports)) state.metricReports = [];
  return state.metricReports as MetricReportRecord[];
}

export const screenshotPath = (reportId: string) => `/api/metric-reports/${encodeURIComponent(reportId)}/screenshot`;

/** A report as the API shows it. */
export function toReport(record: MetricReportRecord): MetricReport {
  const { screenshot, ...rest } = record;
  return { ...rest, screenshot: { type: screenshot.type, size: screenshot.size, url: screenshotPath(record.id) } };
}

/**
 * The reports that count: the newest per deliverable (a creator's later report for the same post replaces the
 * earlier one, as figures grow), the contract-wide report being one more key. Oldest day first, for series.
 */
export function countedReports(records: readonly MetricReportRecord[]): MetricReportRecord[] {
  const newest = new Map<string, MetricReportRecord>();
  for (const r of records) {
    const key = `${r.contractId}/${r.deliverableId ?? ''}`;
    const seen = newest.get(key);
    if (!seen || r.reportedAt >= seen.reportedAt) newest.set(key, r);
  }
  return [...newest.values()].sort((a, b) => a.periodEnd.localeCompare(b.periodEnd));
}

/** likes + comments + shares + saves (design §4: ER's numerator). */
export const engagementsOf = (f: Pick<MetricFigures, 'likes' | 'comments' | 'shares' | 'saves'>) => f.likes + f.comments + f.shares + f.saves;
