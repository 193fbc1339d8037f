/**
 * Creator-reported metrics and the analytics answers (delivery issue; design reference §4, §6 MetricSnapshot),
 * shared by the app and the local API. Impressions, reach and engagement come from the creator, with a screenshot
 * of their platform's statistics as evidence: Sauti has no platform data of its own and never fakes any.
 * Clicks and conversions are Sauti's own counts. Money is in minor units; days are YYYY-MM-DD in EAT.
 */
import type { Currency } from './campaign-types.ts';
import type { Measures } from './analytics.ts';

/** Every report says where its figures come from; the screen says so in words (METRICS_SOURCE_NOTE). */
export const METRICS_SOURCE = 'creator_reported' as const;
export const METRICS_SOURCE_NOTE = 'Impressions, reach and engagement are reported by the creator, with a screenshot as evidence.';

/** The figures a creator reports, in the order a form asks for them. */
export const METRIC_FIELDS = ['impressions', 'reach', 'likes', 'comments', 'shares', 'saves', 'views'] as const;
export type MetricField = (typeof METRIC_FIELDS)[number];
export type MetricFigures = Record<MetricField, number>;

/** The screenshot as the API shows it: never the file's name on disk. */
export interface MetricScreenshot {
  type: string;
  size: number;
  /** The API path that serves the image to the contract's two sides and admins. */
  url: string;
}

export interface MetricReport extends MetricFigures {
  id: string;
  contractId: string;
  campaignId: string;
  creatorId: string;
  /** The deliverable the figures are for, or null for the contract as a whole. */
  deliverableId: string | null;
  source: typeof METRICS_SOURCE;
  screenshot: MetricScreenshot;
  /** The period the figures cover, as EAT days. */
  periodStart: string;
  periodEnd: string;
  reportedAt: string;
}

/** One EAT day of a campaign: impressions on the day the reporting period ended, clicks and conversions when they happened. */
export interface SeriesPoint {
  day: string;
  impressions: number;
  clicks: number;
  conversions: number;
  revenue: number;
}

export interface CreatorMeasures {
  creatorId: string;
  contractId: string;
  name: string;
  measures: Measures;
  reports: number;
}

export interface CampaignAnalytics {
  campaignId: string;
  title: string;
  currency: Currency;
  source: typeof METRICS_SOURCE;
  sourceNote: string;
  measures: Measures;
  byCreator: CreatorMeasures[];
  series: SeriesPoint[];
  /** Conversions for the campaign that name no creator: counted apart, never in a creator's figures. */
  unattributed: { conversions: number; revenue: number };
}

export interface CampaignMeasures {
  campaignId: string;
  title: string;
  status: string;
  currency: Currency;
  measures: Measures;
}

/** Across a brand's campaigns: money is never added across currencies, so totals are one per currency. */
export interface BrandAnalytics {
  source: typeof METRICS_SOURCE;
  sourceNote: string;
  totals: Array<{ currency: Currency; measures: Measures }>;
  byCampaign: CampaignMeasures[];
}

export interface ContractPerformance {
  contractId: string;
  campaignId: string;
  title: string;
  status: string;
  currency: Currency;
  measures: Measures;
  reports: number;
}

/** The creator's own view: spend is what brands paid them, revenue the sales their links and code brought. */
export interface CreatorPerformance {
  source: typeof METRICS_SOURCE;
  sourceNote: string;
  totals: Array<{ currency: Currency; measures: Measures }>;
  byContract: ContractPerformance[];
}
