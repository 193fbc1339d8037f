import type { MetricInputs } from '../../machines/analytics.ts';
import type { Contract, Currency } from '../../machines/campaignTypes.ts';
import type { ServerContext } from '../context.ts';
import { clicks, conversions, trackingLinks } from '../tracking/collections.ts';
import { countedReports, engagementsOf, metricReports } from './collections.ts';
import { eatDay, type SeriesEvent } from './series.ts';
import { contractSpend } from './spend.ts';

/** One contract's inputs to the formulas, and the dated events behind them for the daily series. */
export interface ContractFacts {
  contract: Contract;
  inputs: MetricInputs;
  events: SeriesEvent[];
  reports: number;
}

/**
 * Reads the contract's counted reports (impressions, engagement), the clicks on its links, and the conversions
 * attributed to it. Revenue counts sales in the contract's currency only: money is never added across currencies.
 */
export async function contractFacts(ctx: ServerContext, contract: Contract): Promise<ContractFacts> { // PG-MERGE: await
  const reports = countedReports(metricReports(ctx).filter((r) => r.contractId === contract.id));
  const linkIds = new Set(trackingLinks(ctx).filter((l) => l.contractId === contract.id).map((l) => l.id));
  const clicked = clicks(ctx).filter((c) => linkIds.has(c.linkId));
  const converted = conversions(ctx).filter((c) => c.contractId === contract.id);
  const revenueOf = (c: { amount: number; currency: Currency }) => (c.currency === contract.currency ? c.amount : 0);
  const events: SeriesEvent[] = [
    ...reports.map((r) => ({ day: r.periodEnd, impressions: r.impressions })),
    ...clicked.map((c) => ({ day: eatDay(Date.parse(c.at)), clicks: 1 })),
    ...converted.map((c) => ({ day: eatDay(Date.parse(c.at)), conversions: 1, revenue: revenueOf(c) })),
  ];
  const inputs: MetricInputs = {
    impressions: reports.reduce((n, r) => n + r.impressions, 0),
    engagements: reports.reduce((n, r) => n + engagementsOf(r), 0),
    clicks: clicked.length,
    conversions: converted.length,
    revenue: converted.reduce((n, c) => n + revenueOf(c), 0),
    spend: await contractSpend(ctx, contract), // PG-MERGE: await
  };
  return { contract, inputs, events, reports: reports.length };
}
