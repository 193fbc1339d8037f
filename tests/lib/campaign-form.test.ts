import { describe, expect, it } from 'vitest';
import type { CampaignFormValues } from '../../src/domain/campaign-wizard-form.ts';
import { normalisePhone } from '../../src/domain/phone.ts';
import { briefFromForm, emptyCampaignForm, emptyDeliverable, emptyRight, followAudience, formFromCampaign, formFromCopy, todayInEat, validateSteps } from '../../src/lib/campaign-form.ts';

const TODAY = '2026-03-02';
const complete = (): CampaignFormValues => ({
  ...emptyCampaignForm(),
  title: 'Mama Mboga launch', brief: 'Show how the app gets fresh vegetables to your door in Nairobi.', objective: 'awareness',
  goals: [{ metric: 'reach', target: '50000' }],
  currency: 'KES', budgetTotal: '150000', feeMin: '10000', feeMax: '25000.50', slots: '5',
  countries: ['KE'], ageBands: ['18-24', '25-34'], genders: ['female'], niches: ['Food'], platforms: ['instagram', 'tiktok'], followerBand: 'micro',
  deliverables: [{ platform: 'instagram', type: 'reel', quantity: '2', dueDays: '14', rights: [{ use: 'organic', duration: '30', unit: 'days', countries: ['KE'], price: '0' }] }],
  startDate: '2026-03-10', endDate: '2026-04-10', maxRevisions: '2', landingUrl: 'https://mamamboga.co.ke', whatsappNumber: '0712 345 678',
});
const ALL = ['basics', 'budget', 'audience', 'deliverables', 'links'] as const;

describe('campaign-form rules', () => {
  it('passes a complete brief on every step', () => {
    expect(validateSteps(complete(), ALL, TODAY)).toEqual({});
  });

  it('checks only the steps asked for', () => {
    const form = { ...complete(), title: '', landingUrl: 'ftp://x' };
    expect(Object.keys(validateSteps(form, ['basics'], TODAY))).toEqual(['title']);
    expect(validateSteps(form, ['links'], TODAY)).toEqual({ landingUrl: ['Enter a web address starting with http:// or https://.'] });
  });

  it('names goal and deliverable rows by index, and wants each goal metric once', () => {
    const form = { ...complete(), goals: [{ metric: 'reach' as const, target: '0' }], deliverables: [{ platform: 'youtube' as const, type: '' as const, quantity: '30', dueDays: '14', rights: [] }] };
    expect(validateSteps(form, ['basics'], TODAY)).toEqual({ 'goals.0.target': ['The target must be 1 or more.'] });
    expect(validateSteps(form, ['deliverables'], TODAY)).toEqual({
      'deliverables.0.type': ['Choose a type.'],
      'deliverables.0.quantity': ['The quantity must be 1 to 20.'],
      'deliverables.0.platform': ['Choose one of the platforms this campaign uses.'],
    });
    const twice = { ...complete(), goals: [{ metric: 'reach' as const, target: '1' }, { metric: 'reach' as const, target: '2' }] };
    expect(validateSteps(twice, ['basics'], TODAY)).toEqual({ goals: ['Use each metric once.'] });
    expect(validateSteps({ ...complete(), goals: [] }, ['basics'], TODAY)).toEqual({ goals: ['Choose at least one goal.'] });
  });

  it('wants money above 0 with at most 2 decimals, a fee range in order, and a budget that covers every slot', () => {
    expect(validateSteps({ ...complete(), budgetTotal: '10.005' }, ['budget'], TODAY)).toEqual({ budgetTotal: ['The budget must be more than 0, with at most 2 decimals.'] });
    expect(validateSteps({ ...complete(), feeMax: '5000' }, ['budget'], TODAY)).toEqual({ feeMax: ['The highest fee must be at least the lowest fee.'] });
    expect(validateSteps({ ...complete(), budgetTotal: '49999.99' }, ['budget'], TODAY)).toEqual({
      budgetTotal: ['The budget must cover the lowest fee for every slot (lowest fee × slots).'],
    });
    expect(validateSteps({ ...complete(), slots: '101' }, ['budget'], TODAY)).toEqual({ slots: ['Offer 1 to 100 slots.'] });
  });

  it('wants at least one of each audience choice, at most 5 niches from the list, and a follower band', () => {
    const errors = validateSteps({ ...complete(), countries: [], niches: ['Food', 'Tech', 'Travel', 'Gaming', 'Beauty', 'Fashion'], followerBand: '' }, ['audience'], TODAY);
    expect(errors).toEqual({ countries: ['Choose at least one country.'], niches: ['Choose up to 5 niches.'], followerBand: ['Choose a follower band.'] });
  });

  it('wants a start date from today and an end date after it, and 0 to 5 revisions', () => {
    expect(validateSteps({ ...complete(), startDate: '2026-03-01' }, ['deliverables'], TODAY)).toEqual({ startDate: ['The start date cannot be in the past.'] });
    expect(validateSteps({ ...complete(), endDate: '2026-03-10' }, ['deliverables'], TODAY)).toEqual({ endDate: ['The end date must be after the start date.'] });
    expect(validateSteps({ ...complete(), maxRevisions: '6' }, ['deliverables'], TODAY)).toEqual({ maxRevisions: ['Allow 0 to 5 revisions.'] });
  });

  it('checks each usage right as the API does: where, how long for its unit, countries, a price within the lowest fee, each use once', () => {
    const rights = (...list: Array<Partial<CampaignFormValues['deliverables'][number]['rights'][number]>>) => ({
      ...complete(), deliverables: [{ ...complete().deliverables[0]!, rights: list.map((r) => ({ use: 'organic' as const, duration: '30', unit: 'days' as const, countries: ['KE'], price: '0', ...r })) }],
    });
    expect(validateSteps(rights({ use: 'paid_ads', unit: 'months', duration: '3', price: '2000.50' }), ['deliverables'], TODAY)).toEqual({});
    expect(validateSteps(rights(), ['deliverables'], TODAY)).toEqual({});
    expect(validateSteps({ ...complete(), deliverables: [{ ...complete().deliverables[0]!, rights: [] }] }, ['deliverables'], TODAY)).toEqual({});
    expect(validateSteps(rights({ use: '' }, { use: 'website', duration: '0' }, { use: 'paid_ads', duration: '25', unit: 'months' }), ['deliverables'], TODAY)).toEqual({
      'deliverables.0.rights.0.use': ['Choose where the brand may use it: organic reposts, paid ads or its website.'],
      'deliverables.0.rights.1.duration': ['The duration must be 1 to 365 days.'],
      'deliverables.0.rights.2.duration': ['The duration must be 1 to 24 months.'],
    });
    expect(validateSteps(rights({ countries: [], price: '-1' }), ['deliverables'], TODAY)).toEqual({
      'deliverables.0.rights.0.countries': ['Choose at least one country.'],
      'deliverables.0.rights.0.price': ['The price must be 0 or more, with at most 2 decimals.'],
    });
    expect(validateSteps(rights({}, { duration: '60' }), ['deliverables'], TODAY)).toEqual({ 'deliverables.0.rights.1.use': ['Use each kind of usage once per deliverable.'] });
    // The lowest fee is KES 10,000: the rights' prices are part of it.
    expect(validateSteps(rights({}, { use: 'paid_ads', price: '10000.01' }), ['deliverables'], TODAY)).toEqual({
      'deliverables.0.rights.1.price': ['The usage rights’ prices add up to more than the lowest fee: they are part of each creator’s fee.'],
    });
  });

  it('starts each deliverable with organic reposts for 30 days in the target countries, which follow the audience until changed', () => {
    expect(emptyCampaignForm().deliverables[0]!.rights).toEqual([{ use: 'organic', duration: '30', unit: 'days', countries: [], price: '0' }]);
    expect(emptyDeliverable(['KE', 'UG']).rights[0]!.countries).toEqual(['KE', 'UG']);
    const rows = [{ ...emptyDeliverable([]), rights: [emptyRight([]), { ...emptyRight(['GB']), use: 'website' as const }] }];
    const followed = followAudience(rows, [], ['KE']);
    expect(followed[0]!.rights.map((r) => r.countries)).toEqual([['KE'], ['GB']]);
    expect(followAudience(followed, ['KE'], ['KE', 'TZ'])[0]!.rights.map((r) => r.countries)).toEqual([['KE', 'TZ'], ['GB']]);
  });

  it('accepts Kenyan and international WhatsApp numbers, or none', () => {
    expect(normalisePhone('0712 345 678')).toBe('+254712345678');
    expect(normalisePhone('254712345678')).toBe('+254712345678');
    expect(normalisePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalisePhone('')).toBe('');
    expect(validateSteps({ ...complete(), whatsappNumber: '12345' }, ['links'], TODAY)).toEqual({ whatsappNumber: ['Enter a phone number like 0712 345 678 or +254 712 345 678.'] });
  });

  it('counts today in East Africa Time', () => {
    expect(todayInEat(Date.parse('2026-03-01T22:30:00Z'))).toBe('2026-03-02');
  });
});

describe('campaign-form conversion', () => {
  it('sends money in minor units, empty choices as null, and drops rows not started', () => {
    const brief = briefFromForm({ ...complete(), objective: '', followerBand: '', goals: [...complete().goals, { metric: '', target: '' }] });
    expect(brief).toMatchObject({ budgetTotal: 15_000_000, feeMin: 1_000_000, feeMax: 2_500_050, slots: 5, objective: null, followerBand: null, whatsappNumber: '+254712345678' });
    expect(brief.goals).toEqual([{ metric: 'reach', target: 50000 }]);
    expect(brief.deliverables[0]!.rights).toEqual([{ use: 'organic', duration: 30, unit: 'days', countries: ['KE'], price: 0 }]);
    const priced = briefFromForm({ ...complete(), deliverables: [{ ...complete().deliverables[0]!, rights: [{ use: 'paid_ads', duration: '3', unit: 'months', countries: ['KE'], price: '2500.5' }] }] });
    expect(priced.deliverables[0]!.rights[0]).toMatchObject({ duration: 3, price: 250_050 });
    expect(briefFromForm(emptyCampaignForm())).toMatchObject({ goals: [], deliverables: [], budgetTotal: null, startDate: null, maxRevisions: 2 });
  });

  it('reads a stored campaign back into the same form (major units)', () => {
    const form = complete();
    const brief = briefFromForm(form);
    const stored = { ...brief, objective: brief.objective!, followerBand: brief.followerBand!, goals: [{ metric: 'reach' as const, target: 50000 }],
      deliverables: [{ platform: 'instagram' as const, type: 'reel' as const, quantity: 2, dueDays: 14, rights: [{ use: 'organic' as const, duration: 30, unit: 'days' as const, countries: ['KE'], price: 0 }] }] };
    // Amounts read back as numbers: 25000.50 shows as 25000.5.
    expect(formFromCampaign(stored)).toEqual({ ...form, feeMax: '25000.5', whatsappNumber: '+254712345678' });
  });

  it('copies an earlier brief for a new campaign without its title and dates, its deliverables and usage rights kept (issue 25)', () => {
    const form = complete();
    const brief = briefFromForm(form);
    const stored = { ...brief, objective: brief.objective!, followerBand: brief.followerBand!, goals: [{ metric: 'reach' as const, target: 50000 }],
      deliverables: [{ platform: 'instagram' as const, type: 'reel' as const, quantity: 2, dueDays: 14, rights: [{ use: 'paid_ads' as const, duration: 3, unit: 'months' as const, countries: ['KE'], price: 250_050 }] }] };
    const copy = formFromCopy(stored);
    expect(copy).toMatchObject({ title: '', startDate: '', endDate: '', brief: form.brief, budgetTotal: form.budgetTotal, countries: form.countries });
    expect(copy.deliverables).toEqual([{ platform: 'instagram', type: 'reel', quantity: '2', dueDays: '14', rights: [{ use: 'paid_ads', duration: '3', unit: 'months', countries: ['KE'], price: '2500.5' }] }]);
  });
});

describe('parseMoney', () => {
  it('reads plain amounts with up to two decimals as minor units, and nothing else', async () => {
    const { parseMoney } = await import('../../src/lib/money.ts');
    expect(parseMoney(' 15000 ')).toBe(1_500_000);
    expect(parseMoney('1250.5')).toBe(125_050);
    expect(parseMoney('0.01')).toBe(1);
    expect(parseMoney('12,000')).toBe(1_200_000);
    for (const bad of ['0', '0.001', '0x10', '1e3', '-5', '12,00', '', 'abc']) expect(parseMoney(bad), bad).toBeNull();
  });
});
