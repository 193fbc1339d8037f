import { measures, sumInputs, type Measures, type MetricInputs } from '../../machines/analytics.ts';
import type { Currency } from '../../machines/campaignTypes.ts';
import { METRICS_SOURCE, METRICS_SOURCE_NOTE, type BrandAnalytics, type CampaignMeasures, type CreatorPerformance } from '../../machines/metricsTypes.ts';
import type { ServerContext } from '../context.ts';
import { campaignLine } from './campaign.ts';
import { contractFactsOf } from './contract-facts.ts';
import { launchFeePaid } from './spend.ts';

/**
 * Totals one per currency, currencies in alphabetical order: amounts in two currencies are never added.
 * sumInputs reads only the six input keys, so each line's Measures sums as its inputs.
 */
function perCurrency(lines: ReadonlyArray<{ currency: Currency; measures: Measures }>) {
  const groups = new Map<Currency, MetricInputs[]>();
  for (const l of lines) groups.set(l.currency, [...(groups.get(l.currency) ?? []), l.measures]);
  return [...groups].sort(([a], [b]) => (a < b ? -1 : 1)).map(([currency, parts]) => ({ currency, measures: measures(sumInputs(parts)) }));
}

/** Across a brand's launched campaigns (a paid launch fee or a contract), newest first. */
export async function brandAnalytics(ctx: ServerContext, brandId: string): Promise<BrandAnalytics> {
  const contracts = ctx.store.get('contracts').value(); // PG-MERGE: contracts
  const launched = [];
  for (const c of ctx.store.get('campaigns').value().filter((k) => k.brandId === brandId)) { // PG-MERGE: campaigns
    if ((await launchFeePaid(ctx, c.id)) > 0 || contracts.some((k) => k.campaignId === c.id)) launched.push(c);
  }
  launched.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || (a.id < b.id ? -1 : 1));
  const byCampaign: CampaignMeasures[] = [];
  for (const c of launched) byCampaign.push(await campaignLine(ctx, c));
  return { source: METRICS_SOURCE, sourceNote: METRICS_SOURCE_NOTE, totals: perCurrency(byCampaign), byCampaign };
}

/** The creator's own results per contract, newest first: spend is what the brand paid them. */
export async function creatorPerformance(ctx: ServerContext, creatorId: string): Promise<CreatorPerformance> {
  const campaigns = ctx.store.get('campaigns').value(); // PG-MERGE: campaigns
  const contracts = ctx.store.get('contracts').value() // PG-MERGE: contracts
    .filter((c) => c.creatorId === creatorId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || (a.id < b.id ? -1 : 1));
  const byContract = (await contractFactsOf(ctx, contracts))
    .map((facts) => {
      const { contract } = facts;
      const title = campaigns.find((c) => c.id === contract.campaignId)?.title ?? 'A past campaign';
      return { contractId: contract.id, campaignId: contract.campaignId, title, status: contract.status, currency: contract.currency, measures: measures(facts.inputs), reports: facts.reports };
    });
  return { source: METRICS_SOURCE, sourceNote: METRICS_SOURCE_NOTE, totals: perCurrency(byContract), byContract };
}
