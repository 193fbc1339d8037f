import { describe, expect, it } from 'vitest';
import type { PricingAudience } from '../../src/content/pricing.ts';
import { plans } from '../../src/domain/plans.ts';
import { annualSavingBadge, annualSavingPercent, formatPrice, pricingAudience, registerRole } from '../../src/lib/pricing.ts';

const table = (audience: PricingAudience) => plans[audience].map(({ name, monthly, annual, mostPopular }) => [name, monthly, annual, !!mostPopular]);

describe('pricing (spec §6, §9)', () => {
  it.each(Object.values(plans).flat())('the annual saving of $name reads 17%', (plan) => {
    expect(annualSavingPercent(plan)).toBe(17);
  });

  it('computes the saving against twelve monthly payments, rounded', () => {
    expect(annualSavingPercent({ monthly: 10, annual: 120 })).toBe(0);
    expect(annualSavingPercent({ monthly: 10, annual: 60 })).toBe(50);
    expect(annualSavingPercent({ monthly: 100, annual: 1006 })).toBe(16); // 16.17 rounds down
    expect(annualSavingPercent({ monthly: 0, annual: 0 })).toBe(0);
  });

  it('the badge is the smallest saving among the plans shown, so it holds for each', () => {
    expect(annualSavingBadge(plans.brand)).toBe(17);
    expect(annualSavingBadge([{ monthly: 10, annual: 60 }, { monthly: 10, annual: 100 }])).toBe(17);
    expect(annualSavingBadge([])).toBe(0);
  });

  it('brand plans: Professional 49/490, Enterprise 149/1490 (most popular)', () => {
    expect(table('brand')).toEqual([
      ['Professional', 49, 490, false],
      ['Enterprise', 149, 1490, true],
    ]);
    expect(plans.brand.map((p) => p.limit)).toEqual([10, null]);
  });

  it('influencer plans: Creator 29/290, Pro Creator 79/790 (most popular), Elite Creator 149/1490', () => {
    expect(table('influencer')).toEqual([
      ['Creator', 29, 290, false],
      ['Pro Creator', 79, 790, true],
      ['Elite Creator', 149, 1490, false],
    ]);
  });

  it('partner plans: Partner 99/990, Enterprise Partner 249/2490 (most popular)', () => {
    expect(table('partner')).toEqual([
      ['Partner', 99, 990, false],
      ['Enterprise Partner', 249, 2490, true],
    ]);
  });

  it('shows brand, influencer and partner their own plans, and everyone else the influencer plans', () => {
    expect(pricingAudience('brand')).toBe('brand');
    expect(pricingAudience('influencer')).toBe('influencer');
    expect(pricingAudience('partner')).toBe('partner');
    expect(pricingAudience('admin')).toBe('influencer');
    expect(pricingAudience(null)).toBe('influencer');
    expect(pricingAudience(undefined)).toBe('influencer');
  });

  it('registers brands for brand plans and creators for every other plan', () => {
    expect(registerRole('brand')).toBe('brand');
    expect(registerRole('influencer')).toBe('influencer');
    expect(registerRole('partner')).toBe('influencer');
  });

  it('formats whole US dollars', () => {
    expect(formatPrice(49)).toBe('$49');
    expect(formatPrice(2490)).toBe('$2,490');
  });
});
