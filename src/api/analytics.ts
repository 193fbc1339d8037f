import * as v from 'valibot';
import type { MetricFigures } from '../domain/metrics-types.ts';
import { api, request, toApiError } from '../lib/api.ts';
import {
  BrandAnalyticsSchema, CampaignAnalyticsSchema, ContractMetricsSchema, CreatorPerformanceSchema, MetricReportSchema,
  type BrandAnalyticsView, type CampaignAnalyticsView, type ContractMetricsView, type CreatorPerformanceView, type MetricReportView,
} from './analytics-schemas.ts';

/** Analytics: measures per campaign, per brand and per creator, creator-reported figures, and the CSV exports. */
const id = (value: string) => encodeURIComponent(value);

export const fetchCampaignAnalytics = (campaignId: string): Promise<CampaignAnalyticsView> =>
  request(() => api.get(`campaigns/${id(campaignId)}/analytics`).json(), (d) => v.parse(CampaignAnalyticsSchema, d), 'We could not load this campaign’s analytics. Please try again.');

export const fetchBrandAnalytics = (): Promise<BrandAnalyticsView> =>
  request(() => api.get('brands/me/analytics').json(), (d) => v.parse(BrandAnalyticsSchema, d), 'We could not load your analytics. Please try again.');

export const fetchCreatorPerformance = (): Promise<CreatorPerformanceView> =>
  request(() => api.get('creators/me/performance').json(), (d) => v.parse(CreatorPerformanceSchema, d), 'We could not load your performance. Please try again.');

export const fetchContractMetrics = (contractId: string): Promise<ContractMetricsView> =>
  request(() => api.get(`contracts/${id(contractId)}/metrics`).json(), (d) => v.parse(ContractMetricsSchema, d), 'We could not load the reports. Please try again.');

/** What the creator reports: the figures, the period they cover (EAT days) and the screenshot as evidence. */
export interface MetricReportInput extends MetricFigures {
  periodStart: string;
  periodEnd: string;
  screenshot: File;
}

export function submitMetricReport(contractId: string, input: MetricReportInput): Promise<MetricReportView> {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) form.append(key, value instanceof File ? value : String(value));
  return request(
    () => api.post(`contracts/${id(contractId)}/metrics`, { body: form, headers: { 'Content-Type': undefined }, timeout: 60_000 }).json(),
    (d) => v.parse(MetricReportSchema, d),
    'Your report could not be sent. Please try again.',
  );
}

/** The exports need the bearer token, which only the `api` client adds, so the file is fetched as a blob. */
export type CsvExport = { kind: 'campaign'; campaignId: string } | { kind: 'brand' } | { kind: 'clients' };

export async function fetchAnalyticsCsv(target: CsvExport): Promise<Blob> {
  const path = target.kind === 'campaign' ? `campaigns/${id(target.campaignId)}/analytics.csv` : target.kind === 'clients' ? 'partner/analytics.csv' : 'brands/me/analytics.csv';
  try {
    return await api.get(path, { headers: { Accept: 'text/csv' } }).blob();
  } catch (error) {
    throw toApiError(error, 'The CSV file could not be made. Please try again.');
  }
}
