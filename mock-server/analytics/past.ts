import { sql } from 'drizzle-orm';
import { measures, type MetricInputs } from '../../src/domain/analytics.ts';
import type { ServerContext } from '../context.ts';
import { clicks, contracts, conversions, metricReports, trackingLinks } from '../db/schema/index.ts';
import type { PastPerformance } from '../matching.ts';

const pct = (r: number) => `${(r * 100).toFixed(1)}%`;
/** A rate counts up to twice the Sauti mean, as ER counts up to twice the tier median in matching. */
const RATIO_CAP = 2;

interface PastSums {
  contracts: number;
  impressions: number;
  engagements: number;
  clicks: number;
  conversions: number;
}

const NONE: PastSums = { contracts: 0, impressions: 0, engagements: 0, clicks: 0, conversions: 0 };
/** Only the rates past performance compares (ER, conversion rate) are read: money does not enter them. */
const inputsOf = (s: PastSums): MetricInputs => ({ impressions: s.impressions, engagements: s.engagements, clicks: s.clicks, conversions: s.conversions, revenue: 0, spend: 0 });

/**
 * The sums past performance is judged on, over every finished (completed) contract with at least one report: the
 * creator's own, and everyone's. One aggregate query, starting from the reports (the few contracts that have any):
 * the counted reports are the newest per contract and deliverable, as analytics/collections.ts's countedReports
 * keeps them; clicks and conversions are counted over their contract indexes.
 */
async function pastSums(ctx: Pick<ServerContext, 'db'>, creatorId: string): Promise<{ own: PastSums; all: PastSums }> {
  const result = (await ctx.db.execute(sql`
    with counted as (
      select distinct on (r.contract_id, coalesce(r.deliverable_id, ''))
        r.contract_id, r.impressions, r.likes + r.comments + r.shares + r.saves as engagements
      from ${metricReports} r join ${contracts} c on c.id = r.contract_id
      where c.status = 'completed'
      order by r.contract_id, coalesce(r.deliverable_id, ''), r.reported_at desc, r.id desc
    ), reported as (
      select contract_id, sum(impressions) as impressions, sum(engagements) as engagements from counted group by contract_id
    )
    select c.creator_id = ${creatorId} as own, count(*)::float8 as contracts,
      sum(p.impressions)::float8 as impressions, sum(p.engagements)::float8 as engagements,
      sum((select count(*) from ${clicks} k join ${trackingLinks} l on l.id = k.link_id where l.contract_id = p.contract_id))::float8 as clicks,
      sum((select count(*) from ${conversions} v where v.contract_id = p.contract_id))::float8 as conversions
    from reported p join ${contracts} c on c.id = p.contract_id
    group by 1`)) as unknown as { rows: Array<Record<keyof PastSums | 'own', unknown>> };
  const sums = (own: boolean): PastSums => {
    const row = result.rows.find((r) => r.own === own);
    if (!row) return NONE;
    return { contracts: Number(row.contracts), impressions: Number(row.impressions), engagements: Number(row.engagements), clicks: Number(row.clicks), conversions: Number(row.conversions) };
  };
  const own = sums(true);
  const others = sums(false);
  const all: PastSums = {
    contracts: own.contracts + others.contracts, impressions: own.impressions + others.impressions, engagements: own.engagements + others.engagements,
    clicks: own.clicks + others.clicks, conversions: own.conversions + others.conversions,
  };
  return { own, all };
}

/**
 * A creator's past Sauti results for matching (design §3, the performance factor): their engagement rate and
 * conversion rate over their finished, reported contracts, each against the Sauti mean over all such contracts.
 * A rate at the mean scores 0.5 (the neutral prior), twice the mean or more scores 1. Null without past results.
 */
export async function pastPerformance(ctx: ServerContext, creatorId: string): Promise<PastPerformance | null> {
  const { own, all } = await pastSums(ctx, creatorId);
  if (own.contracts === 0) return null;
  const mean = measures(inputsOf(all));
  const mine = measures(inputsOf(own));
  const parts: Array<{ score: number; text: string }> = [];
  const compare = (label: string, value: number | null, average: number | null) => {
    if (value === null || average === null || average <= 0) return;
    parts.push({ score: Math.min(value / average, RATIO_CAP) / RATIO_CAP, text: `${label} ${pct(value)} vs ${pct(average)}` });
  };
  compare('ER', mine.engagementRate, mean.engagementRate);
  compare('conversion rate', mine.conversionRate, mean.conversionRate);
  if (parts.length === 0) return null;
  const score = parts.reduce((n, p) => n + p.score, 0) / parts.length;
  const side = score > 0.5 ? 'above' : score < 0.5 ? 'below' : 'at';
  return { campaigns: own.contracts, score, summary: `results ${side} the Sauti mean (${parts.map((p) => p.text).join(', ')})` };
}
