import { describe, expect, it } from 'vitest';
import { measures } from '../../src/domain/analytics.ts';
import { MEASURE_KEYS } from '../../src/content/analytics.ts';
import { formatAmount, formatCount, formatMeasure, formatMultiple, formatPercent, NO_VALUE } from '../../src/lib/analytics-format.ts';

describe('analytics formatting', () => {
  it('reads counts with thousands separators', () => {
    expect(formatCount(216000)).toBe('216,000');
    expect(formatCount(0)).toBe('0');
  });

  it('reads fractions as percentages with up to two decimals, negatives included', () => {
    expect(formatPercent(0.034)).toBe('3.4%');
    expect(formatPercent(11810 / 216000)).toBe('5.47%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(-1)).toBe('-100%');
    expect(formatPercent(-0.00001)).toBe('0%');
    expect(formatPercent(1.5)).toBe('150%');
  });

  it('reads multiples such as ROAS with one or two decimals and a times sign', () => {
    expect(formatMultiple(2.4)).toBe('2.4×');
    expect(formatMultiple(3)).toBe('3.0×');
    expect(formatMultiple(2.456)).toBe('2.46×');
    expect(formatMultiple(0)).toBe('0.0×');
  });

  it('reads money through formatMoney, rounded to the cent', () => {
    expect(formatAmount(1_500_000, 'KES')).toBe('KES 15,000');
    expect(formatAmount(12_345.6, 'USD')).toBe('USD 123.46');
  });

  it('shows a dash for null, Infinity and NaN, never 0', () => {
    for (const f of [formatCount, formatPercent, formatMultiple]) {
      expect(f(null)).toBe(NO_VALUE);
      expect(f(Number.POSITIVE_INFINITY)).toBe(NO_VALUE);
      expect(f(Number.NaN)).toBe(NO_VALUE);
    }
    expect(formatAmount(null, 'KES')).toBe('—');
  });

  it('formats every measure by its kind, with "—" where a denominator is 0', () => {
    const m = measures({ impressions: 216000, engagements: 11810, clicks: 0, conversions: 0, revenue: 0, spend: 9_500_000 });
    const shown = Object.fromEntries(MEASURE_KEYS.map((k) => [k, formatMeasure(k, m, 'KES')]));
    expect(shown).toEqual({
      impressions: '216,000', clicks: '0', ctr: '0%', engagementRate: '5.47%', conversions: '0', conversionRate: '—',
      spend: 'KES 95,000', cpc: '—', costPerConversion: '—', revenue: 'KES 0', roas: '0.0×', roi: '-100%',
    });
  });

  it('formats a campaign that sold: CTR, CPC, cost per conversion, ROAS and ROI', () => {
    const m = measures({ impressions: 10_000, engagements: 500, clicks: 250, conversions: 10, revenue: 240_000, spend: 100_000 });
    expect(formatMeasure('ctr', m, 'KES')).toBe('2.5%');
    expect(formatMeasure('conversionRate', m, 'KES')).toBe('4%');
    expect(formatMeasure('cpc', m, 'KES')).toBe('KES 4');
    expect(formatMeasure('costPerConversion', m, 'KES')).toBe('KES 100');
    expect(formatMeasure('roas', m, 'KES')).toBe('2.4×');
    expect(formatMeasure('roi', m, 'KES')).toBe('140%');
  });
});
