import { METRIC_FIELDS, type MetricField } from '../domain/metrics-types.ts';
import type { MetricReportInput } from '../api/analytics.ts';
import { metricFieldLabel, reportForm } from '../content/analytics.ts';

/**
 * The creator's report form: the checks the local API makes (mock-server/analytics/report-input.ts), so a person
 * sees a field's problem before anything is sent. The API stays the authority (the contract's dates, the image's content).
 */
export const REPORT_FIELDS = [...METRIC_FIELDS, 'periodStart', 'periodEnd', 'screenshot'] as const;
export type ReportField = (typeof REPORT_FIELDS)[number];
export type ReportErrors = Partial<Record<ReportField, string>>;
export type ReportValues = Record<MetricField | 'periodStart' | 'periodEnd', string> & { screenshot: File | null };

export const SCREENSHOT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const SCREENSHOT_MAX_BYTES = 15 * 1024 * 1024;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const emptyReport = (): ReportValues => ({
  impressions: '', reach: '', likes: '', comments: '', shares: '', saves: '', views: '0', periodStart: '', periodEnd: '', screenshot: null,
});

/** The field errors, or the report ready to send. */
export function checkReport(values: ReportValues): { errors: ReportErrors } | { input: MetricReportInput } {
  const t = reportForm.errors;
  const errors: ReportErrors = {};
  const figures = {} as Record<MetricField, number>;
  for (const field of METRIC_FIELDS) {
    const text = values[field].trim() || (field === 'views' ? '0' : '');
    if (!/^\d{1,13}$/.test(text)) errors[field] = t.whole(metricFieldLabel[field]);
    else figures[field] = Number(text);
  }
  if (!errors.reach && !errors.impressions && figures.reach > figures.impressions) errors.reach = t.reach;
  if (!DAY.test(values.periodStart)) errors.periodStart = t.periodStart;
  if (!DAY.test(values.periodEnd)) errors.periodEnd = t.periodEnd;
  else if (!errors.periodStart && values.periodEnd < values.periodStart) errors.periodEnd = t.order;
  const file = values.screenshot;
  if (!file || file.size === 0) errors.screenshot = t.screenshot;
  else if (!(SCREENSHOT_TYPES as readonly string[]).includes(file.type)) errors.screenshot = t.screenshotType;
  else if (file.size > SCREENSHOT_MAX_BYTES) errors.screenshot = t.screenshotSize;
  if (Object.keys(errors).length > 0 || !file) return { errors };
  return { input: { ...figures, periodStart: values.periodStart, periodEnd: values.periodEnd, screenshot: file } };
}
