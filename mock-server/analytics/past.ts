import { measures, sumInputs } from '../../machines/analytics.ts';
import type { ServerContext } from '../context.ts';
import type { PastPerformance } from '../matching.ts';
import { contractFactsOf } from './contract-facts.ts';

const pct = (r: number) => `${(r * 100).toFixed(1)}%`;
/** A rate counts up to twice the Sauti mean, as ER counts up to twice the tier median in matching. */
const RATIO_CAP = 2;

/** Each finished contract with at least one report, as its inputs: what past performance is judged on. */
async function finishedWithReports(ctx: ServerContext) {
  const completed = ctx.store.get('contracts').value().filter((c) => c.status === 'completed'); // PG-MERGE: contracts
  return (await contractFactsOf(ctx, completed)).filter((f) => f.reports > 0);
}

/**
 * A creator's past Sauti results for matching (design §3, the performance factor): their engagement rate and
 * conversion rate over their finished, reported contracts, each against the Sauti mean over all such contracts.
 * A rate at the mean scores 0.5 (the neutral prior), twice the mean or more scores 1. Null without past results.
 */
export async function pastPerformance(ctx: ServerContext, creatorId: string): Promise<PastPerformance | null> {
  const all = await finishedWithReports(ctx);
  const own = all.filter((f) => f.contract.creatorId === creatorId);
  if (own.length === 0) return null;
  const mean = measures(sumInputs(all.map((f) => f.inputs)));
  const mine = measures(sumInputs(own.map((f) => f.inputs)));
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
  return { campaigns: own.length, score, summary: `results ${side} the Sauti mean (${parts.map((p) => p.text).join(', ')})` };
}
