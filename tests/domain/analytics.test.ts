import { describe, expect, it } from 'vitest';
import { measures, sumInputs, type MetricInputs } from '../../src/domain/analytics.ts';

// A creator's week: 20,000 impressions, 900 engagements, 400 clicks, 12 sales worth KES 36,000, for a KES 15,000 fee.
const FIXTURE: MetricInputs = { impressions: 20_000, engagements: 900, clicks: 400, conversions: 12, revenue: 3_600_000, spend: 1_500_000 };
const NOTHING: MetricInputs = { impressions: 0, engagements: 0, clicks: 0, conversions: 0, revenue: 0, spend: 0 };

describe('campaign measures (design §4 formulas)', () => {
  it('gives the expected CTR, engagement rate, conversion rate, CPM, CPC, cost per conversion, ROAS and ROI', () => {
    const m = measures(FIXTURE);
    expect(m.ctr).toBeCloseTo(0.02);
    expect(m.engagementRate).toBeCloseTo(0.045);
    expect(m.conversionRate).toBeCloseTo(0.03);
    expect(m.cpm).toBeCloseTo(75_000);
    expect(m.cpc).toBeCloseTo(3_750);
    expect(m.costPerConversion).toBeCloseTo(125_000);
    expect(m.roas).toBeCloseTo(2.4);
    expect(m.roi).toBeCloseTo(1.4);
  });

  it('gives null, shown as "—", for every ratio whose denominator is zero', () => {
    const m = measures(NOTHING);
    for (const key of ['ctr', 'engagementRate', 'conversionRate', 'cpm', 'cpc', 'costPerConversion', 'roas', 'roi'] as const) expect(m[key], key).toBeNull();
    expect(measures({ ...FIXTURE, conversions: 0 }).costPerConversion).toBeNull();
    expect(measures({ ...FIXTURE, conversions: 0 }).conversionRate).toBeCloseTo(0);
  });

  it('sums creators before measuring a campaign, so its CTR is not an average of CTRs', () => {
    const small: MetricInputs = { ...NOTHING, impressions: 100, clicks: 50 };
    const total = sumInputs([FIXTURE, small]);
    expect(total.impressions).toBe(20_100);
    expect(measures(total).ctr).toBeCloseTo(450 / 20_100);
  });
});
