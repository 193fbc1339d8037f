/**
 * The plans table (spec §6, §9), apart from the pricing page's copy (content/pricing.ts): a role home names
 * the plan on trial, and should not load the page's copy to do it (docs/decisions/0008).
 * Prices are whole US dollars, exactly as the spec's table.
 */

/** Whose plans are shown. Every role maps to one of these (src/lib/pricing.ts). */
export type PricingAudience = 'brand' | 'influencer' | 'partner';
export type BillingPeriod = 'monthly' | 'annual';

export interface Plan {
  id: string;
  name: string;
  monthly: number;
  annual: number;
  /** The table's notes column (campaign limits), when it has one. */
  note?: string;
  mostPopular?: boolean;
}

export const plans: Record<PricingAudience, readonly Plan[]> = {
  brand: [
    { id: 'brand-professional', name: 'Professional', monthly: 49, annual: 490, note: 'Up to 10 active campaigns' },
    { id: 'brand-enterprise', name: 'Enterprise', monthly: 149, annual: 1490, note: 'Unlimited campaigns', mostPopular: true },
  ],
  influencer: [
    { id: 'influencer-creator', name: 'Creator', monthly: 29, annual: 290 },
    { id: 'influencer-pro', name: 'Pro Creator', monthly: 79, annual: 790, mostPopular: true },
    { id: 'influencer-elite', name: 'Elite Creator', monthly: 149, annual: 1490 },
  ],
  partner: [
    { id: 'partner', name: 'Partner', monthly: 99, annual: 990 },
    { id: 'partner-enterprise', name: 'Enterprise Partner', monthly: 249, annual: 2490, mostPopular: true },
  ],
};
