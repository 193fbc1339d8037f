import { describe, expect, it } from 'vitest';
import {
  briefTerms, defaultRight, deliverableWords, durationWords, rightEndsAt, rightOverFee, rightsInForce, rightWords, type ContractTerms,
} from '../../src/domain/usage-rights.ts';

describe('usage rights (issue 24)', () => {
  it('ends a right so many days, or calendar months, after it starts; a month end is kept within the month', () => {
    expect(rightEndsAt('2026-11-26T09:00:00.000Z', { duration: 30, unit: 'days' })).toBe('2026-12-26T09:00:00.000Z');
    expect(rightEndsAt('2026-11-26T09:00:00.000Z', { duration: 3, unit: 'months' })).toBe('2027-02-26T09:00:00.000Z');
    expect(rightEndsAt('2027-01-31T09:00:00.000Z', { duration: 1, unit: 'months' })).toBe('2027-02-28T09:00:00.000Z');
  });

  it('has no end before the terms are accepted, and ends on its date', () => {
    const terms: ContractTerms = {
      version: 1, fee: 100, currency: 'KES', deliveryDays: 5,
      deliverables: [{ platform: 'instagram', type: 'reel', quantity: 1, rights: [{ use: 'paid_ads', duration: 2, unit: 'days', countries: ['KE'], price: 0 }] }],
    };
    expect(rightsInForce(terms, null, Date.parse('2030-01-01'))[0]![0]).toMatchObject({ endsAt: null, ended: false });
    const start = '2026-11-26T09:00:00.000Z';
    expect(rightsInForce(terms, start, Date.parse('2026-11-28T08:59:59Z'))[0]![0]!.ended).toBe(false);
    expect(rightsInForce(terms, start, Date.parse('2026-11-28T09:00:00Z'))[0]![0]!.ended).toBe(true);
  });

  it('says a deliverable line in words', () => {
    expect(deliverableWords({ platform: 'instagram', type: 'story', quantity: 3 })).toBe('3 Instagram stories');
    expect(deliverableWords({ platform: 'tiktok', type: 'video', quantity: 1 })).toBe('1 TikTok video');
  });

  it('says a right in plain words', () => {
    expect(rightWords({ use: 'paid_ads', duration: 1, unit: 'months', countries: ['KE', 'UG', 'TZ'], price: 0 }))
      .toBe('The brand may use it in paid ads, including whitelisting (running ads from your account) in Kenya, Uganda and Tanzania for 1 month.');
    expect(rightWords({ use: 'website', duration: 6, unit: 'months', countries: ['KE'], price: 0 })).toBe('The brand may show it on its website in Kenya for 6 months.');
    // Days are days (a vowel before the y), stories are stories.
    expect(durationWords({ duration: 30, unit: 'days' })).toBe('30 days');
    expect(durationWords({ duration: 1, unit: 'days' })).toBe('1 day');
  });

  it('makes a brief’s terms from its deliverables (the days are the longest), and starts a deliverable with organic reposts for 30 days, included', () => {
    const right = defaultRight(['KE', 'UG']);
    expect(right).toEqual({ use: 'organic', duration: 30, unit: 'days', countries: ['KE', 'UG'], price: 0 });
    expect(briefTerms({ currency: 'USD', deliverables: [
      { platform: 'youtube', type: 'video', quantity: 1, dueDays: 21, rights: [right] },
      { platform: 'twitter', type: 'post', quantity: 4, dueDays: 7, rights: [] },
    ] })).toEqual({
      version: 1, currency: 'USD', deliveryDays: 21,
      deliverables: [{ platform: 'youtube', type: 'video', quantity: 1, rights: [right] }, { platform: 'twitter', type: 'post', quantity: 4, rights: [] }],
    });
    expect(briefTerms({ currency: 'KES', deliverables: [] }).deliveryDays).toBe(0);
  });

  it('finds the first right whose price takes the rights past the lowest fee', () => {
    const priced = (...prices: number[]) => ({ rights: prices.map((price) => ({ price })) });
    expect(rightOverFee([priced(100, 200), priced(300)], 600)).toBeNull();
    expect(rightOverFee([priced(100, 200), priced(301)], 600)).toEqual({ deliverable: 1, right: 0 });
    expect(rightOverFee([priced(700)], 600)).toEqual({ deliverable: 0, right: 0 });
  });
});
