import { measures, sumInputs, type Measures, type MetricInputs } from '../../src/domain/analytics.ts';
import type { Currency } from '../../src/domain/campaign-types.ts';
import { METRICS_SOURCE, METRICS_SOURCE_NOTE, type BrandAnalytics, type CampaignMeasures, type CreatorPerformance } from '../../src/domain/metrics-types.ts';
import { campaignsByIds, campaignsOfBrand } from '../campaign-records.ts';
import type { ServerContext } from '../context.ts';
import { contractsOf } from '../contract-records.ts';
import { campaignLine } from './campaign.ts';
import { contractFactsOf, type ContractFacts } from './contract-facts.ts';
import { launchFeesPaid } from './spend.ts';

/**
 * Totals one per currency, currencies in alphabetical order: amounts in two currencies are never added.
 * sumInputs reads only the six input keys, so each line's Measures sums as its inputs.
 */
function perCurrency(lines: ReadonlyArray<{ currency: Currency; measures: Measures }>) {
  const groups = new Map<Currency, MetricInputs[]>();
  for (const l of lines) groups.set(l.currency, [...(groups.get(l.currency) ?? []), l.measures]);
  return [...groups].sort(([a], [b]) => (a < b ? -1 : 1)).map(([currency, parts]) => ({ currency, measures: measures(sumInputs(parts)) }));
}

/** Newest first; the same instant by id. */
const newestFirst = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) => b.createdAt.localeCompare(a.createdAt) || (a.id < b.id ? -1 : 1);

/**
 * Across a brand's launched campaigns (a paid launch fee or a contract), newest first: its campaigns, its contracts
 * and their launch fees in one query each, and all the contracts' facts together (contractFactsOf).
 */
export async function brandAnalytics(ctx: ServerContext, brandId: string): Promise<BrandAnalytics> {
  const campaigns = await campaignsOfBrand(ctx, brandId);
  const contracts = await contractsOf(ctx, 'brandId', brandId);
  const fees = await launchFeesPaid(ctx, campaigns.map((c) => c.id));
  const contracted = new Set(contracts.map((c) => c.campaignId));
  const launched = campaigns.filter((c) => (fees.get(c.id) ?? 0) > 0 || contracted.has(c.id)).sort(newestFirst);
  const ids = new Set(launched.map((c) => c.id));
  const factsOf = new Map<string, ContractFacts[]>();
  for (const facts of await contractFactsOf(ctx, contracts.filter((c) => ids.has(c.campaignId)))) {
    const list = factsOf.get(facts.contract.campaignId);
    if (list) list.push(facts);
    else factsOf.set(facts.contract.campaignId, [facts]);
  }
  const byCampaign: CampaignMeasures[] = launched.map((c) => campaignLine(c, factsOf.get(c.id) ?? [], fees.get(c.id) ?? 0));
  return { source: METRICS_SOURCE, sourceNote: METRICS_SOURCE_NOTE, totals: perCurrency(byCampaign), byCampaign };
}

/** The creator's own results per contract, newest first: spend is what the brand paid them. */
export async function creatorPerformance(ctx: ServerContext, creatorId: string): Promise<CreatorPerformance> {
  const contracts = (await contractsOf(ctx, 'creatorId', creatorId)).sort(newestFirst);
  const campaigns = await campaignsByIds(ctx, contracts.map((c) => c.campaignId));
  const byContract = (await contractFactsOf(ctx, contracts))
    .map((facts) => {
      const { contract } = facts;
      const title = campaigns.get(contract.campaignId)?.title ?? 'A past campaign';
      return { contractId: contract.id, campaignId: contract.campaignId, title, status: contract.status, currency: contract.currency, measures: measures(facts.inputs), reports: facts.reports };
    });
  return { source: METRICS_SOURCE, sourceNote: METRICS_SOURCE_NOTE, totals: perCurrency(byContract), byContract };
}
