import type { Currency } from '../domain/campaign-types.ts';
import type { Measures } from '../domain/analytics.ts';
import type { MeasureKey } from '../content/analytics.ts';
import { formatMoney } from './money.ts';

/** How each measure reads: a count, a percentage, money (minor units), or a multiple such as ROAS. */
export type MeasureKind = 'count' | 'percent' | 'money' | 'multiple';

export const measureKind: Record<MeasureKey, MeasureKind> = {
  impressions: 'count', clicks: 'count', conversions: 'count',
  ctr: 'percent', engagementRate: 'percent', conversionRate: 'percent', roi: 'percent',
  spend: 'money', cpc: 'money', costPerConversion: 'money', revenue: 'money',
  roas: 'multiple',
};

/** The dash shown for a ratio whose denominator is 0 (never 0, never Infinity). */
export const NO_VALUE = '—';

const usable = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/** "216,000". */
export const formatCount = (n: number | null | undefined): string => (usable(n) ? Math.round(n).toLocaleString('en-KE') : NO_VALUE);

/** A fraction as a percentage with up to 2 decimals: 0.034 → "3.4%", -1 → "-100%". */
export function formatPercent(fraction: number | null | undefined): string {
  if (!usable(fraction)) return NO_VALUE;
  const value = Math.round(fraction * 10_000) / 100;
  return `${(Object.is(value, -0) ? 0 : value).toLocaleString('en-KE', { maximumFractionDigits: 2 })}%`;
}

/** A multiple with 1 or 2 decimals: 2.4 → "2.4×", 3 → "3.0×". */
export function formatMultiple(n: number | null | undefined): string {
  if (!usable(n)) return NO_VALUE;
  return `${n.toLocaleString('en-KE', { minimumFractionDigits: 1, maximumFractionDigits: 2 })}×`;
}

/** Money in minor units (a cost per click may have a fraction of a cent), rounded to the cent. */
export const formatAmount = (minor: number | null | undefined, currency: Currency): string =>
  (usable(minor) ? formatMoney(Math.round(minor), currency) : NO_VALUE);

/** Returns (ROI, ROAS) need a sale: until one, they would only read −100% and 0.0×, which says nothing yet. */
const NEEDS_A_SALE: readonly MeasureKey[] = ['roas', 'roi'];
export const tooEarly = (key: MeasureKey, m: Pick<Measures, 'conversions' | 'revenue'>): boolean =>
  NEEDS_A_SALE.includes(key) && m.conversions === 0 && m.revenue === 0;

/** A measure as a page shows it to its owner: "Not enough data yet" (`early`) for a return there is no sale to judge by. */
export const showMeasure = (key: MeasureKey, m: Pick<Measures, MeasureKey | 'revenue'>, currency: Currency, early: string): string =>
  (tooEarly(key, m) ? early : formatMeasure(key, m, currency));

/** One measure as the screen shows it. */
export function formatMeasure(key: MeasureKey, m: Pick<Measures, MeasureKey>, currency: Currency): string {
  const value = m[key];
  switch (measureKind[key]) {
    case 'count': return formatCount(value);
    case 'percent': return formatPercent(value);
    case 'money': return formatAmount(value, currency);
    case 'multiple': return formatMultiple(value);
  }
}
