/**
 * One definition per wire type (docs/decisions/0016-wire-types.md): analytics and creator-reported metrics. The
 * shared types (src/domain/metrics-types.ts, analytics.ts), the app's valibot schemas (src/api/analytics-schemas.ts),
 * the local API's answers and the report's zod body are held equal here; `npm run typecheck` checks this file.
 */
import type * as v from 'valibot';
import type { z } from 'zod';
import { expectTypeOf } from 'vitest';
import type { Measures } from '../../src/domain/analytics.ts';
import type {
  BrandAnalytics, CampaignAnalytics, CreatorPerformance, METRICS_SOURCE, MetricReport, SeriesPoint,
} from '../../src/domain/metrics-types.ts';
import type {
  BrandAnalyticsSchema, CampaignAnalyticsSchema, ContractMetricsSchema, CreatorPerformanceSchema, MeasuresSchema, MetricReportSchema, SeriesPointSchema,
} from '../../src/api/analytics-schemas.ts';
import type { MetricReportInput } from '../../src/api/analytics.ts';
import type { campaignAnalytics } from '../../mock-server/analytics/campaign.ts';
import type { brandAnalytics, creatorPerformance } from '../../mock-server/analytics/overview.ts';
import type { reportBody } from '../../mock-server/analytics/report-input.ts';
import type { reportsOf } from '../../mock-server/analytics/reports.ts';

// The measures and a day of the series.
expectTypeOf<v.InferOutput<typeof MeasuresSchema>>().toEqualTypeOf<Measures>();
expectTypeOf<v.InferOutput<typeof SeriesPointSchema>>().toEqualTypeOf<SeriesPoint>();

// The three views: the app reads what the API's functions answer, which is the shared type.
expectTypeOf<v.InferOutput<typeof CampaignAnalyticsSchema>>().toEqualTypeOf<CampaignAnalytics>();
expectTypeOf<Awaited<ReturnType<typeof campaignAnalytics>>>().toEqualTypeOf<CampaignAnalytics>();
expectTypeOf<v.InferOutput<typeof BrandAnalyticsSchema>>().toEqualTypeOf<BrandAnalytics>();
expectTypeOf<Awaited<ReturnType<typeof brandAnalytics>>>().toEqualTypeOf<BrandAnalytics>();
expectTypeOf<v.InferOutput<typeof CreatorPerformanceSchema>>().toEqualTypeOf<CreatorPerformance>();
expectTypeOf<Awaited<ReturnType<typeof creatorPerformance>>>().toEqualTypeOf<CreatorPerformance>();

// A report, and a contract's reports (GET /contracts/:id/metrics answers them with the source and its note).
expectTypeOf<v.InferOutput<typeof MetricReportSchema>>().toEqualTypeOf<MetricReport>();
expectTypeOf<v.InferOutput<typeof ContractMetricsSchema>>().toEqualTypeOf<{
  source: typeof METRICS_SOURCE; sourceNote: string; items: Awaited<ReturnType<typeof reportsOf>>;
}>();

// Reporting: multipart, so every field arrives as text and the body's output is the figures and period the app sends;
// the screenshot is the file part, and the deliverable is optional (the app reports for the contract as a whole).
type ReportFields = Omit<MetricReportInput, 'screenshot'>;
expectTypeOf<Omit<z.output<typeof reportBody>, 'deliverableId'>>().toEqualTypeOf<ReportFields>();
expectTypeOf<keyof z.input<typeof reportBody>>().toEqualTypeOf<keyof ReportFields | 'deliverableId'>();
expectTypeOf<MetricReportInput['screenshot']>().toEqualTypeOf<File>();
