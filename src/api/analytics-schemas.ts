import * as v from 'valibot';
import { CURRENCIES } from '../domain/campaign-types.ts';
import { METRICS_SOURCE } from '../domain/metrics-types.ts';

/** The analytics answers (mock-server/routes/analytics.ts; src/domain/metrics-types.ts). Ratios are null for a zero denominator. */
const count = v.number();
const ratio = v.nullable(v.number());
const currency = v.picklist(CURRENCIES);
const source = v.literal(METRICS_SOURCE);

export const MeasuresSchema = v.object({
  impressions: count, engagements: count, clicks: count, conversions: count, revenue: count, spend: count,
  ctr: ratio, engagementRate: ratio, conversionRate: ratio, cpm: ratio, cpc: ratio, costPerConversion: ratio, roas: ratio, roi: ratio,
});

export const SeriesPointSchema = v.object({ day: v.string(), impressions: count, clicks: count, conversions: count, revenue: count });

const Totals = v.array(v.object({ currency, measures: MeasuresSchema }));

export const CampaignAnalyticsSchema = v.object({
  campaignId: v.string(),
  title: v.string(),
  currency,
  source,
  sourceNote: v.string(),
  measures: MeasuresSchema,
  byCreator: v.array(v.object({ creatorId: v.string(), contractId: v.string(), name: v.string(), measures: MeasuresSchema, reports: count })),
  series: v.array(SeriesPointSchema),
  unattributed: v.object({ conversions: count, revenue: count }),
});

export const BrandAnalyticsSchema = v.object({
  source,
  sourceNote: v.string(),
  totals: Totals,
  byCampaign: v.array(v.object({ campaignId: v.string(), title: v.string(), status: v.string(), currency, measures: MeasuresSchema })),
});

export const CreatorPerformanceSchema = v.object({
  source,
  sourceNote: v.string(),
  totals: Totals,
  byContract: v.array(v.object({
    contractId: v.string(), campaignId: v.string(), title: v.string(), status: v.string(), currency, measures: MeasuresSchema, reports: count,
  })),
});

export const MetricReportSchema = v.object({
  id: v.string(), contractId: v.string(), campaignId: v.string(), creatorId: v.string(), deliverableId: v.nullable(v.string()), source,
  impressions: count, reach: count, likes: count, comments: count, shares: count, saves: count, views: count,
  screenshot: v.object({ type: v.string(), size: count, url: v.string() }),
  periodStart: v.string(), periodEnd: v.string(), reportedAt: v.string(),
});

export const ContractMetricsSchema = v.object({ source, sourceNote: v.string(), items: v.array(MetricReportSchema) });

export type MeasuresView = v.InferOutput<typeof MeasuresSchema>;
export type SeriesPointView = v.InferOutput<typeof SeriesPointSchema>;
export type CampaignAnalyticsView = v.InferOutput<typeof CampaignAnalyticsSchema>;
export type BrandAnalyticsView = v.InferOutput<typeof BrandAnalyticsSchema>;
export type CreatorPerformanceView = v.InferOutput<typeof CreatorPerformanceSchema>;
export type MetricReportView = v.InferOutput<typeof MetricReportSchema>;
export type ContractMetricsView = v.InferOutput<typeof ContractMetricsSchema>;
