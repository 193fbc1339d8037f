import { desc, eq, inArray } from 'drizzle-orm';
import type { MetricFigures, MetricReport } from '../../src/domain/metrics-types.ts';
import type { ServerContext } from '../context.ts';
import { metricReports, type StoredScreenshot } from '../db/schema/index.ts';

export type { StoredScreenshot };

/** A metric report as stored in `metric_reports` (server-side only: the screenshot's stored name is never sent). */
export type MetricReportRecord = Omit<MetricReport, 'screenshot'> & { screenshot: StoredScreenshot };

type Holder = Pick<ServerContext, 'db'>;

/** The reports of these contracts, newest first. */
export async function reportRecordsOf(ctx: Holder, contractIds: readonly string[]): Promise<MetricReportRecord[]> {
  if (contractIds.length === 0) return [];
  const rows = await ctx.db.select().from(metricReports).where(inArray(metricReports.contractId, [...contractIds])).orderBy(desc(metricReports.reportedAt));
  return rows as MetricReportRecord[];
}

export async function reportById(ctx: Holder, id: string): Promise<MetricReportRecord | undefined> {
  const [row] = await ctx.db.select().from(metricReports).where(eq(metricReports.id, id)).limit(1);
  return row as MetricReportRecord | undefined;
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
