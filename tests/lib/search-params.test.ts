import { describe, expect, it } from 'vitest';
import { anyString, matching, oneOf, oneOfKeys, page, searchSchema, text, wholeNumber } from '../../src/lib/search-params.ts';
import { directorySortParam, engagementBandParam, followerBandParam, platformParam, wizardStepParam } from '../../src/lib/search-keys.ts';
import { WIZARD_STEPS } from '../../src/domain/campaign-wizard-form.ts';
import { DIRECTORY_SORTS, FOLLOWER_BAND_IDS } from '../../src/domain/campaign-types.ts';
import { PLATFORMS } from '../../src/domain/catalog.ts';
import { ENGAGEMENT_BANDS } from '../../src/domain/creator-page.ts';

describe('search params', () => {
  const schema = searchSchema({ role: oneOf(['brand', 'influencer']), q: text(10), page, email: anyString, country: matching((c) => /^[A-Z]{2}$/.test(c), (v) => v.toUpperCase()) });

  it('keeps values that fit and turns a numeric query back into text', () => {
    expect(schema({ role: 'brand', q: 123, page: 2, email: 'a@b.test', country: 'ke' })).toEqual({ role: 'brand', q: '123', page: 2, email: 'a@b.test', country: 'KE' });
  });

  it('sets values that do not fit to undefined (so the raw value cannot leak through), and drops unknown keys', () => {
    const out = schema({ role: 'admin', q: { x: 1 }, page: 0, email: 5, country: 'Kenya', extra: 'x' });
    expect(out).toStrictEqual({ role: undefined, q: undefined, page: undefined, email: undefined, country: undefined });
    expect(schema({ page: 1.5 })).toEqual({});
    expect(schema({ page: '3' })).toEqual({});
  });

  it('trims and cuts free text to its maximum', () => {
    expect(schema({ q: '   Nairobi food and drink  ' })).toEqual({ q: 'Nairobi fo' });
  });

  it('takes exactly the members listed as keys', () => {
    const color = oneOfKeys<'red' | 'blue'>({ red: true, blue: true });
    expect(['red', 'blue', 'green', 'constructor', 1].map(color)).toEqual(['red', 'blue', undefined, undefined, undefined]);
  });

  it('accepts every wizard step and directory sort the machines define, and nothing else', () => {
    expect(WIZARD_STEPS.map(wizardStepParam)).toEqual([...WIZARD_STEPS]);
    expect(DIRECTORY_SORTS.map(directorySortParam)).toEqual([...DIRECTORY_SORTS]);
    expect([wizardStepParam('pay'), directorySortParam('random'), wizardStepParam('toString')]).toEqual([undefined, undefined, undefined]);
  });

  it('takes a whole number within its bounds (a price in shillings, a rating), and nothing else', () => {
    const rating = wholeNumber(1, 5);
    expect([1, 5, 0, 6, 4.5, '4', null].map(rating)).toEqual([1, 5, undefined, undefined, undefined, undefined, undefined]);
    expect([0, 45_000, -1].map(wholeNumber(0))).toEqual([0, 45_000, undefined]);
  });

  it("accepts every platform, follower band and engagement band the domain defines for the directory's filters, and nothing else", () => {
    expect(PLATFORMS.map(platformParam)).toEqual([...PLATFORMS]);
    expect(FOLLOWER_BAND_IDS.map(followerBandParam)).toEqual([...FOLLOWER_BAND_IDS]);
    expect(Object.keys(ENGAGEMENT_BANDS).map(engagementBandParam)).toEqual(Object.keys(ENGAGEMENT_BANDS));
    expect([platformParam('myspace'), followerBandParam('huge'), engagementBandParam('ok')]).toEqual([undefined, undefined, undefined]);
  });
});
