import type { Measures } from '../../src/domain/analytics.ts';
import { MINOR_PER_MAJOR } from '../../src/domain/campaign-types.ts';
import type { BrandAnalytics, CampaignAnalytics } from '../../src/domain/metrics-types.ts';

export type Cell = string | number | null;

/**
 * One CSV cell (RFC 4180). A null is an empty cell, never "—" or 0. Text that a spreadsheet would run as a formula
 * (starting with = + - @, or a tab or carriage return) gets a leading apostrophe (OWASP's CSV injection advice).
 * Numbers are written as numbers, so a negative ROI stays a number.
 */
export function csvCell(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows joined with CRLF, ending with one, as RFC 4180 writes them. */
export const toCsv = (rows: ReadonlyArray<readonly Cell[]>): string => rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';

const major = (minor: number | null) => (minor === null ? null : Math.round(minor) / MINOR_PER_MAJOR);
const rate = (r: number | null) => (r === null ? null : Math.round(r * 1e6) / 1e6);

/** The measure columns; money in major units of the row's currency, rates as fractions (0.034 is 3.4%). */
const measureHeader = (currency: string) => [
  'Impressions (creator-reported)', 'Engagements (creator-reported)', 'Clicks', 'CTR', 'Engagement rate', 'Conversions', 'Conversion rate',
  `Spend (${currency})`, `CPM (${currency})`, `CPC (${currency})`, `Cost per conversion (${currency})`, `Revenue (${currency})`, 'ROAS', 'ROI',
];
const measureCells = (m: Measures): Cell[] => [
  m.impressions, m.engagements, m.clicks, rate(m.ctr), rate(m.engagementRate), m.conversions, rate(m.conversionRate),
  major(m.spend), major(m.cpm), major(m.cpc), major(m.costPerConversion), major(m.revenue), rate(m.roas), rate(m.roi),
];

/** A campaign's export: one row per creator. */
export const campaignCsv = (a: CampaignAnalytics): string =>
  toCsv([['Creator', 'Contract', ...measureHeader(a.currency)], ...a.byCreator.map((c) => [c.name, c.contractId, ...measureCells(c.measures)])]);

/** A brand's export: one row per campaign; each row names its currency, as campaigns may differ. */
export const brandCsv = (a: BrandAnalytics): string =>
  toCsv([['Campaign', 'Status', 'Currency', ...measureHeader('major units')], ...a.byCampaign.map((c) => [c.title, c.status, c.currency, ...measureCells(c.measures)])]);

/** A partner's export across its client brands (issue 25): one row per campaign, named by its client. */
export const clientsCsv = (clients: ReadonlyArray<{ name: string; analytics: BrandAnalytics }>): string =>
  toCsv([
    ['Client', 'Campaign', 'Status', 'Currency', ...measureHeader('major units')],
    ...clients.flatMap(({ name, analytics }) => analytics.byCampaign.map((c) => [name, c.title, c.status, c.currency, ...measureCells(c.measures)])),
  ]);
