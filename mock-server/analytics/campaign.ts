import { measures, sumInputs, type MetricInputs } from '../../src/domain/analytics.ts';
import { METRICS_SOURCE, METRICS_SOURCE_NOTE, type CampaignAnalytics, type CampaignMeasures } from '../../src/domain/metrics-types.ts';
import type { ServerContext } from '../context.ts';
import { contractsByCampaign } from '../contract-records.ts';
import { accountsByIds } from '../people/accounts.ts';
import type { CampaignRecord } from '../types.ts';
import { contractFactsOf, unattributedOf, type ContractFacts } from './contract-facts.ts';
import { dailySeries } from './series.ts';
import { launchFeePaid } from './spend.ts';

/** A campaign's totals: spend is the creators' fees (released or held) plus the launch fee. */
function totalOf(facts: readonly ContractFacts[], launchFee: number): MetricInputs {
  const total = sumInputs(facts.map((f) => f.inputs));
  total.spend += launchFee;
  return total;
}

/** A campaign's measures, per creator and per EAT day (design §4). */
export async function campaignAnalytics(ctx: ServerContext, campaign: CampaignRecord): Promise<CampaignAnalytics> {
  const facts = await contractFactsOf(ctx, await contractsByCampaign(ctx, campaign.id));
  const total = totalOf(facts, await launchFeePaid(ctx, campaign.id));
  const names = await accountsByIds(ctx, facts.map((f) => f.contract.creatorId));
  const nameOf = (id: string) => names.get(id)?.name ?? 'Former creator';
  return {
    campaignId: campaign.id,
    title: campaign.title,
    currency: campaign.currency,
    source: METRICS_SOURCE,
    sourceNote: METRICS_SOURCE_NOTE,
    measures: measures(total),
    byCreator: facts
      .map((f) => ({ creatorId: f.contract.creatorId, contractId: f.contract.id, name: nameOf(f.contract.creatorId), measures: measures(f.inputs), reports: f.reports }))
      .sort((a, b) => a.name.localeCompare(b.name) || (a.contractId < b.contractId ? -1 : 1)),
    series: dailySeries(facts.flatMap((f) => f.events)),
    unattributed: await unattributedOf(ctx, campaign.id, campaign.currency),
  };
}

/** One campaign's line in the brand's overview, from its contracts' facts and the launch fee paid. */
export function campaignLine(campaign: CampaignRecord, facts: readonly ContractFacts[], launchFee: number): CampaignMeasures {
  return { campaignId: campaign.id, title: campaign.title, status: campaign.status, currency: campaign.currency, measures: measures(totalOf(facts, launchFee)) };
}
