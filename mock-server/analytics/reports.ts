import type { Request } from 'express';
import type { Contract } from '../../src/domain/campaign-types.ts';
import { METRICS_SOURCE, type MetricReport } from '../../src/domain/metrics-types.ts';
import type { ServerContext } from '../context.ts';
import { HttpError } from '../http.ts';
import { metricReports } from '../db/schema/index.ts';
import { reportRecordsOf, toReport, type MetricReportRecord } from './collections.ts';
import { readReport } from './report-input.ts';
import { removeScreenshot, storeScreenshot } from './screenshots.ts';

/**
 * The creator reports a post's figures with a screenshot of the platform's statistics as evidence. The figures
 * stay the creator's (`source: creator_reported`); Sauti does not check them against any platform.
 */
export async function submitReport(ctx: ServerContext, req: Request, contract: Contract): Promise<MetricReport> {
  if (contract.status === 'cancelled') throw new HttpError(409, 'This contract was cancelled, so it takes no more reports.');
  const input = await readReport(ctx, req, contract);
  const screenshot = await storeScreenshot(ctx, input.data, input.kind);
  try {
    const record: MetricReportRecord = {
      id: ctx.random.id(), contractId: contract.id, campaignId: contract.campaignId, creatorId: contract.creatorId,
      deliverableId: input.deliverableId, source: METRICS_SOURCE,
      impressions: input.impressions, reach: input.reach, likes: input.likes, comments: input.comments, shares: input.shares,
      saves: input.saves, views: input.views, screenshot, periodStart: input.periodStart, periodEnd: input.periodEnd,
      reportedAt: new Date(ctx.clock.now()).toISOString(),
    };
    await ctx.db.insert(metricReports).values(record);
    return toReport(record);
  } catch (error) {
    // Nothing is kept half-done: a report that could not be saved leaves no screenshot behind.
    await removeScreenshot(ctx, screenshot.storedName);
    throw error;
  }
}

/** The contract's reports, newest first. */
export const reportsOf = async (ctx: ServerContext, contractId: string): Promise<MetricReport[]> =>
  (await reportRecordsOf(ctx, [contractId])).map(toReport);
