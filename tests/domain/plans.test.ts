import { describe, expect, it } from 'vitest';
import { allowsAnother, limitFeature, planFeatures } from '../../src/domain/plan-limits.ts';
import { limitInForce, limitReached, nextPlanUp } from '../../src/domain/plan-refusal.ts';
import { audienceOf, FREE_TIER, FREE_TRIAL_DAYS, planById, planInForce, plans } from '../../src/domain/plans.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-03-01T09:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('the plans of the spec\'s price table (§9)', () => {
  it('keeps the ids, names and prices, and a 14-day trial', () => {
    expect(Object.values(plans).flat().map((p) => [p.id, p.name, p.monthly, p.annual])).toEqual([
      ['brand-professional', 'Professional', 49, 490], ['brand-enterprise', 'Enterprise', 149, 1490],
      ['influencer-creator', 'Creator', 29, 290], ['influencer-pro', 'Pro Creator', 79, 790], ['influencer-elite', 'Elite Creator', 149, 1490],
      ['partner', 'Partner', 99, 990], ['partner-enterprise', 'Enterprise Partner', 249, 2490],
    ]);
    expect(FREE_TRIAL_DAYS).toBe(14);
  });

  it('gives Professional 10 active campaigns and Enterprise no limit; each plan more than the free tier', () => {
    expect(planById('brand-professional')?.limit).toBe(10);
    expect(planById('brand-enterprise')?.limit).toBeNull();
    for (const [audience, list] of Object.entries(plans)) {
      for (const plan of list) expect(plan.limit === null || plan.limit > FREE_TIER[audience as keyof typeof FREE_TIER]!, plan.id).toBe(true);
    }
    expect(FREE_TIER).toEqual({ brand: 3, influencer: 5, partner: 1 });
  });

  it('lists each plan\'s features from its limit', () => {
    expect(planFeatures(planById('brand-professional')!)).toEqual(['Up to 10 active campaigns at a time']);
    expect(planFeatures(planById('brand-enterprise')!)).toEqual(['Unlimited active campaigns']);
    expect(planFeatures(planById('influencer-pro')!)).toEqual(['Up to 40 open applications at a time']);
    expect(limitFeature('clientBrands', 1)).toBe('Up to 1 client brand at a time');
  });

  it('gives partners client brands: 1 on the free tier, 10 on Partner, unlimited on Enterprise Partner (issue 25)', () => {
    expect([FREE_TIER.partner, ...plans.partner.map((p) => p.limit)]).toEqual([1, 10, null]);
    expect(planFeatures(planById('partner')!)).toEqual(['Up to 10 client brands at a time']);
    expect(planFeatures(planById('partner-enterprise')!)).toEqual(['Unlimited client brands']);
  });

  it('allows one more only below the limit, and always when unlimited', () => {
    expect(allowsAnother(10, 9)).toBe(true);
    expect(allowsAnother(10, 10)).toBe(false);
    expect(allowsAnother(null, 10_000)).toBe(true);
  });

  it('finds the way up, and names the plan and the way up when the limit is reached', () => {
    expect(nextPlanUp('brand', 3)?.id).toBe('brand-professional');
    expect(nextPlanUp('brand', 10)?.id).toBe('brand-enterprise');
    expect(nextPlanUp('brand', null)).toBeUndefined();
    expect(limitReached('brand', { id: 'brand-professional', name: 'Professional' }))
      .toBe('Your Professional plan allows 10 active campaigns at a time. Complete or cancel one, or move to Enterprise for unlimited active campaigns.');
    expect(limitReached('brand', { id: 'free', name: 'Free tier' }))
      .toBe('The free tier allows 3 active campaigns at a time. Complete or cancel one, or move to Professional for up to 10 active campaigns.');
    expect(limitReached('influencer', { id: 'influencer-pro', name: 'Pro Creator' }))
      .toBe('Your Pro Creator plan allows 40 open applications at a time. Wait for an answer or withdraw one, or move to Elite Creator for unlimited open applications.');
  });

  it('uses the free tier\'s limit for a plan of another audience or an unknown one', () => {
    expect(limitInForce('influencer', { id: 'brand-enterprise' })).toBe(5);
    expect(limitInForce('brand', { id: 'gold' })).toBe(3);
    expect(audienceOf('admin')).toBeNull();
    expect(audienceOf('partner')).toBe('partner');
  });
});

describe('the plan in force', () => {
  const trial = { plan: 'brand-professional', endsAt: iso(NOW + 5 * DAY) };
  const subscription = { planId: 'brand-enterprise', currentPeriodEnd: iso(NOW + 10 * DAY), cancelAtPeriodEnd: false };

  it('is the free tier with nothing, and a trial until its end (to the millisecond)', () => {
    expect(planInForce({}, NOW)).toEqual({ id: 'free', name: 'Free tier', status: 'free', until: null });
    expect(planInForce({ trial }, NOW)).toEqual({ id: 'brand-professional', name: 'Professional', status: 'trial', until: trial.endsAt });
    expect(planInForce({ trial }, NOW + 5 * DAY - 1).status).toBe('trial');
    expect(planInForce({ trial }, NOW + 5 * DAY).status).toBe('free');
  });

  it('is paid before the trial, in grace for 7 days after the period, then the trial or the free tier', () => {
    expect(planInForce({ trial, subscription }, NOW)).toEqual({ id: 'brand-enterprise', name: 'Enterprise', status: 'paid', until: subscription.currentPeriodEnd });
    expect(planInForce({ subscription }, NOW + 10 * DAY)).toEqual({ id: 'brand-enterprise', name: 'Enterprise', status: 'grace', until: iso(NOW + 17 * DAY) });
    expect(planInForce({ subscription }, NOW + 17 * DAY).status).toBe('free');
    expect(planInForce({ subscription: { ...subscription, cancelAtPeriodEnd: true } }, NOW + 10 * DAY).status).toBe('free');
  });

  it('ignores a plan id it does not know', () => {
    expect(planInForce({ trial: { plan: 'gold', endsAt: trial.endsAt } }, NOW).status).toBe('free');
  });
});
