import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { MetricInputs } from '../../src/domain/analytics.ts';
import type { Contract, Currency } from '../../src/domain/campaign-types.ts';
import type { ServerContext } from '../context.ts';
import { clicks, conversions, trackingLinks } from '../db/schema/index.ts';
import { countedReports, engagementsOf, reportRecordsOf } from './collections.ts';
import type { SeriesEvent } from './series.ts';
import { contractSpends } from './spend.ts';

/** One contract's inputs to the formulas, and the dated events behind them for the daily series. */
export interface ContractFacts {
  contract: Contract;
  inputs: MetricInputs;
  events: SeriesEvent[];
  reports: number;
}

/** The EAT calendar day (YYYY-MM-DD) of a time column, in SQL: East Africa Time is UTC+3 all year (series.ts's eatDay). */
const eatDayOf = (at: AnyPgColumn) => sql<string>`to_char((${at} at time zone 'UTC') + interval '3 hours', 'YYYY-MM-DD')`;

/** Clicks per contract and EAT day: an aggregate over the clicks' link index, never the clicks themselves. */
async function clicksByDay(ctx: ServerContext, contractIds: string[]) {
  const day = eatDayOf(clicks.at);
  return ctx.db.select({ contractId: trackingLinks.contractId, day, n: count() }).from(clicks)
    .innerJoin(trackingLinks, eq(trackingLinks.id, clicks.linkId))
    .where(inArray(trackingLinks.contractId, contractIds)).groupBy(trackingLinks.contractId, day);
}

/** Conversions per contract, EAT day and currency, with their amounts summed. */
async function conversionsByDay(ctx: ServerContext, contractIds: string[]) {
  const day = eatDayOf(conversions.at);
  return ctx.db.select({ contractId: conversions.contractId, day, currency: conversions.currency, n: count(), amount: sql<number>`sum(${conversions.amount})::bigint`.mapWith(Number) })
    .from(conversions).where(inArray(conversions.contractId, contractIds)).groupBy(conversions.contractId, day, conversions.currency);
}

/** `rows` by their contract, each contract's in the order read. */
function byContract<T extends { contractId: string | null }>(rows: readonly T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const row of rows) {
    if (row.contractId === null) continue;
    const list = grouped.get(row.contractId);
    if (list) list.push(row);
    else grouped.set(row.contractId, [row]);
  }
  return grouped;
}

/**
 * The contracts' counted reports (impressions, engagement), the clicks on their links, the conversions attributed
 * to them and what they cost (their holds in the ledger), read in four queries whatever the number of contracts.
 * Revenue counts sales in the contract's currency only: money is never added across currencies.
 */
export async function contractFactsOf(ctx: ServerContext, contracts: readonly Contract[]): Promise<ContractFacts[]> {
  if (contracts.length === 0) return [];
  const ids = contracts.map((c) => c.id);
  const reportRows = byContract(await reportRecordsOf(ctx, ids));
  const clickRows = byContract(await clicksByDay(ctx, ids));
  const conversionRows = byContract(await conversionsByDay(ctx, ids));
  const spends = await contractSpends(ctx, contracts);
  return contracts.map((contract) => {
    const reports = countedReports(reportRows.get(contract.id) ?? []);
    const clicked = clickRows.get(contract.id) ?? [];
    const converted = conversionRows.get(contract.id) ?? [];
    const revenueOf = (c: { amount: number; currency: string }) => (c.currency === (contract.currency as Currency) ? c.amount : 0);
    const events: SeriesEvent[] = [
      ...reports.map((r) => ({ day: r.periodEnd, impressions: r.impressions })),
      ...clicked.map((c) => ({ day: c.day, clicks: c.n })),
      ...converted.map((c) => ({ day: c.day, conversions: c.n, revenue: revenueOf(c) })),
    ];
    const inputs: MetricInputs = {
      impressions: reports.reduce((n, r) => n + r.impressions, 0),
      engagements: reports.reduce((n, r) => n + engagementsOf(r), 0),
      clicks: clicked.reduce((n, c) => n + c.n, 0),
      conversions: converted.reduce((n, c) => n + c.n, 0),
      revenue: converted.reduce((n, c) => n + revenueOf(c), 0),
      spend: spends.get(contract.id)!,
    };
    return { contract, inputs, events, reports: reports.length };
  });
}

/** The campaign's conversions attributed to no contract, counted, with their revenue in `currency`. */
export async function unattributedOf(ctx: ServerContext, campaignId: string, currency: Currency): Promise<{ conversions: number; revenue: number }> {
  const [row] = await ctx.db.select({
    n: count(), revenue: sql<number>`coalesce(sum(${conversions.amount}) filter (where ${conversions.currency} = ${currency}), 0)::bigint`.mapWith(Number),
  }).from(conversions).where(and(eq(conversions.campaignId, campaignId), isNull(conversions.contractId)));
  return { conversions: row?.n ?? 0, revenue: row?.revenue ?? 0 };
}
