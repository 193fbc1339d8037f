import { measures, sumInputs } from '../../machines/analytics.ts';
import { METRICS_SOURCE, METRICS_SOURCE_NOTE, type CampaignAnalytics, type CampaignMeasures } from '../../machines/metricsTypes.ts';
import type { ServerContext } from '../context.ts';
import type { CampaignRecord } from '../types.ts';
import { contractFactsOf, unattributedOf } from './contract-facts.ts';
import { dailySeries } from './series.ts';
import { launchFeePaid } from './spend.ts';

const nameOf = (ctx: ServerContext, id: string) => ctx.store.get('accounts').find({ id }).value()?.name ?? 'Former creator'; // PG-MERGE: accounts

/** The campaign's contracts' facts and its totals: spend is the creators' fees (released or held) plus the launch fee. */
async function campaignFacts(ctx: ServerContext, campaign: CampaignRecord) {
  const facts = await contractFactsOf(ctx, ctx.store.get('contracts').value().filter((c) => c.campaignId === campaign.id)); // PG-MERGE: contracts
  const total = sumInputs(facts.map((f) => f.inputs));
  total.spend += await launchFeePaid(ctx, campaign.id);
  return { facts, total };
}

/** A campaign's measures, per creator and per EAT day (design §4). */
export async function campaignAnalytics(ctx: ServerContext, campaign: CampaignRecord): Promise<CampaignAnalytics> {
  const { facts, total } = await campaignFacts(ctx, campaign);
  return {
    campaignId: campaign.id,
    title: campaign.title,
    currency: campaign.currency,
    source: METRICS_SOURCE,
    sourceNote: METRICS_SOURCE_NOTE,
    measures: measures(total),
    byCreator: facts
      .map((f) => ({ creatorId: f.contract.creatorId, contractId: f.contract.id, name: nameOf(ctx, f.contract.creatorId), measures: measures(f.inputs), reports: f.reports }))
      .sort((a, b) => a.name.localeCompare(b.name) || (a.contractId < b.contractId ? -1 : 1)),
    series: dailySeries(facts.flatMap((f) => f.events)),
    unattributed: await unattributedOf(ctx, campaign.id, campaign.currency),
  };
}

/** One campaign's line in the brand's overview. */
export async function campaignLine(ctx: ServerContext, campaign: CampaignRecord): Promise<CampaignMeasures> {
  return { campaignId: campaign.id, title: campaign.title, status: campaign.status, currency: campaign.currency, measures: measures((await campaignFacts(ctx, campaign)).total) };
}
