import { titles } from './titles.ts';

/** Plans and pricing copy (spec §6, §9). Prices are whole US dollars, exactly as the spec's table. */

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

export const pricing = {
  title: titles.pricing,
  lead: 'Creating an account is free. Every plan starts with a 14-day free trial, no card needed.',
  plansFor: { brand: 'Plans for brands', influencer: 'Plans for creators', partner: 'Plans for partners' } satisfies Record<PricingAudience, string>,
  periodLabel: 'Billing period',
  periods: { monthly: 'Monthly', annual: 'Annual' } satisfies Record<BillingPeriod, string>,
  /** Visible unit after the price, and the words a screen reader hears instead. */
  per: { monthly: '/month', annual: '/year' } satisfies Record<BillingPeriod, string>,
  perSpoken: { monthly: 'per month', annual: 'per year' } satisfies Record<BillingPeriod, string>,
  save: (percent: number) => `Save ${percent}%`,
  billedYearly: 'Billed yearly',
  mostPopular: 'Most popular',
  getStarted: 'Get Started',
  getStartedWith: (plan: string) => `with ${plan}`,
} as const;
