import { describe, expect, it } from 'vitest';
import { checkReport, emptyReport, SCREENSHOT_MAX_BYTES, type ReportValues } from '../../src/lib/analytics-report-form.ts';
import { mergeSeries } from '../../src/lib/analytics-series.ts';

const png = (size = 10, type = 'image/png') => new File([new Uint8Array(size)], 'stats.png', { type });
const filled = (over: Partial<ReportValues> = {}): ReportValues => ({
  ...emptyReport(), impressions: '1000', reach: '800', likes: '50', comments: '5', shares: '2', saves: '1', views: '',
  periodStart: '2026-09-01', periodEnd: '2026-09-30', screenshot: png(), ...over,
});

describe('the creator’s report form', () => {
  it('turns good values into a report, an empty views count reading 0', () => {
    const checked = checkReport(filled());
    expect('input' in checked && checked.input).toMatchObject({ impressions: 1000, reach: 800, likes: 50, views: 0, periodStart: '2026-09-01' });
  });

  it('asks for every figure, both days and the screenshot when nothing is filled in', () => {
    const checked = checkReport(emptyReport());
    expect('errors' in checked && Object.keys(checked.errors).sort()).toEqual(
      ['comments', 'impressions', 'likes', 'periodEnd', 'periodStart', 'reach', 'saves', 'screenshot', 'shares'],
    );
  });

  it('refuses decimals, negatives, reach above impressions, a period ending before it starts, and a wrong or large file', () => {
    const checked = checkReport(filled({ likes: '1.5', shares: '-1', reach: '2000', periodEnd: '2026-08-01', screenshot: png(10, 'application/pdf') }));
    expect('errors' in checked && checked.errors).toEqual({
      likes: 'Enter likes as a whole number, 0 or more.',
      shares: 'Enter shares as a whole number, 0 or more.',
      reach: 'Reach counts each person once, so it cannot be more than impressions.',
      periodEnd: 'The last day cannot be before the first day.',
      screenshot: 'The screenshot must be a PNG, JPEG or WebP image.',
    });
    const big = checkReport(filled({ screenshot: png(SCREENSHOT_MAX_BYTES + 1) }));
    expect('errors' in big && big.errors.screenshot).toBe('The screenshot must be 15 MB or smaller.');
  });
});

describe('the brand’s daily series', () => {
  it('adds campaigns’ days, fills the gaps with zeros and never adds revenue across campaigns', () => {
    const day = (d: string, impressions: number, clicks = 0) => ({ day: d, impressions, clicks, conversions: 0, revenue: 500 });
    expect(mergeSeries([[day('2026-09-01', 10, 1)], [day('2026-09-01', 5), day('2026-09-03', 7, 2)]])).toEqual([
      { day: '2026-09-01', impressions: 15, clicks: 1, conversions: 0, revenue: 0 },
      { day: '2026-09-02', impressions: 0, clicks: 0, conversions: 0, revenue: 0 },
      { day: '2026-09-03', impressions: 7, clicks: 2, conversions: 0, revenue: 0 },
    ]);
    expect(mergeSeries([[], []])).toEqual([]);
  });
});
