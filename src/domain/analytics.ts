/**
 * Campaign measures (delivery issue; design reference §4), shared by the local API and the app so both compute the
 * same figures. Every ratio is null when its denominator is 0: the app shows null as "—", never as 0 or Infinity.
 * Money is in minor units; rates are fractions (0.034, not 3.4).
 */
export interface MetricInputs {
  impressions: number;
  /** likes + comments + shares + saves, as the creator reported them. */
  engagements: number;
  /** Unique, bot-filtered clicks. */
  clicks: number;
  conversions: number;
  /** Attributed revenue, minor units. */
  revenue: number;
  /** What the brand spent: creators' fees (and the launch fee, for a whole campaign), minor units. */
  spend: number;
}

export interface Measures extends MetricInputs {
  ctr: number | null;
  engagementRate: number | null;
  conversionRate: number | null;
  /** Cost per thousand impressions, minor units. */
  cpm: number | null;
  cpc: number | null;
  costPerConversion: number | null;
  roas: number | null;
  roi: number | null;
}

const ratio = (top: number, bottom: number): number | null => (bottom === 0 ? null : top / bottom);

export function measures(m: MetricInputs): Measures {
  return {
    ...m,
    ctr: ratio(m.clicks, m.impressions),
    engagementRate: ratio(m.engagements, m.impressions),
    conversionRate: ratio(m.conversions, m.clicks),
    cpm: m.impressions === 0 ? null : (m.spend / m.impressions) * 1000,
    cpc: ratio(m.spend, m.clicks),
    costPerConversion: ratio(m.spend, m.conversions),
    roas: ratio(m.revenue, m.spend),
    roi: ratio(m.revenue - m.spend, m.spend),
  };
}

/** Sums inputs (a campaign from its creators, a brand from its campaigns) before measuring, never averages of ratios. */
export function sumInputs(parts: readonly MetricInputs[]): MetricInputs {
  const total: MetricInputs = { impressions: 0, engagements: 0, clicks: 0, conversions: 0, revenue: 0, spend: 0 };
  for (const p of parts) for (const key of Object.keys(total) as (keyof MetricInputs)[]) total[key] += p[key];
  return total;
}
