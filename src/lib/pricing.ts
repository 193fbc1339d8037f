import type { Role } from '../domain/user-types.ts';
import type { PricingAudience } from '../content/pricing.ts';
import type { Plan } from '../domain/plans.ts';

/**
 * Spec §9: the annual saving against twelve monthly payments, as a rounded percentage.
 * 49/490 gives 16.67, shown as 17.
 */
export function annualSavingPercent({ monthly, annual }: Pick<Plan, 'monthly' | 'annual'>): number {
  const twelveMonths = 12 * monthly;
  if (twelveMonths <= 0) return 0;
  return Math.round(((twelveMonths - annual) / twelveMonths) * 100);
}

/** The badge on the annual option: the smallest saving among the plans shown, so "Save N%" holds for each. */
export function annualSavingBadge(plans: readonly Pick<Plan, 'monthly' | 'annual'>[]): number {
  return plans.length ? Math.max(0, Math.min(...plans.map(annualSavingPercent))) : 0;
}

/** Spec §6: brand, influencer and partner see their own plans; everyone else sees the influencer plans. */
export function pricingAudience(role: Role | null | undefined): PricingAudience {
  return role === 'brand' || role === 'partner' ? role : 'influencer';
}

/** /register only takes brand or influencer: brand plans sign up brands, every other plan a creator. */
export function registerRole(audience: PricingAudience): 'brand' | 'influencer' {
  return audience === 'brand' ? 'brand' : 'influencer';
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Whole dollars, as in the spec's table: 1490 → "$1,490". */
export const formatPrice = (amount: number) => usd.format(amount);
