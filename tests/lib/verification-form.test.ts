import { describe, expect, it } from 'vitest';
import { checkVerification, emptyPlatform, formErrorsFromApi, formFromStats, verificationErrors as e, type PlatformForm, type VerificationFormValues } from '../../src/lib/verification-form.ts';

const png = (bytes = 100, type = 'image/png') => new File([new Uint8Array(bytes)], 'stats.png', { type });

const instagram = (patch: Partial<PlatformForm> = {}): PlatformForm => ({
  ...emptyPlatform('instagram'),
  handle: '@wanjiru.creates',
  profileUrl: 'https://instagram.com/wanjiru.creates',
  followers: '48000',
  engagementRate: '4.1',
  countries: [{ country: 'KE', share: '72' }, { country: 'UG', share: '28' }],
  ageBands: { '13-17': '', '18-24': '45', '25-34': '40', '35-44': '15', '45-54': '', '55+': '' },
  genders: { female: '60', male: '38', other: '2' },
  screenshot: png(),
  ...patch,
});
const form = (platforms: PlatformForm[] = [instagram()], rateAmount = '15000'): VerificationFormValues => ({ platforms, rateCurrency: 'KES', rateAmount });
const errorsOf = (values: VerificationFormValues) => {
  const result = checkVerification(values);
  return result.ok ? {} : result.errors;
};

describe('verification form rules', () => {
  it('turns a complete form into the API body: figures as numbers, shares without blanks, the fee in minor units, one screenshot per platform', () => {
    const result = checkVerification(form());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.submission.data).toEqual({
      platforms: [{
        platform: 'instagram', handle: '@wanjiru.creates', profileUrl: 'https://instagram.com/wanjiru.creates', followers: 48000, engagementRate: 4.1,
        audience: { countries: { KE: 72, UG: 28 }, ageBands: { '18-24': 45, '25-34': 40, '35-44': 15 }, genders: { female: 60, male: 38, other: 2 } },
      }],
      rate: { currency: 'KES', amount: 1_500_000 },
    });
    expect(result.submission.screenshots).toHaveLength(1);
  });

  it('refuses audience splits that do not add up to 100, saying what they add up to', () => {
    const errors = errorsOf(form([instagram({
      countries: [{ country: 'KE', share: '70' }],
      genders: { female: '60', male: '30', other: '' },
      ageBands: { '13-17': '', '18-24': '50', '25-34': '50', '35-44': '2', '45-54': '', '55+': '' },
    })]));
    expect(errors['platforms.0.countries']).toBe(e.sum('country', 70));
    expect(errors['platforms.0.genders']).toBe(e.sum('gender', 90));
    expect(errors['platforms.0.ageBands']).toBe(e.sum('age', 102));
  });

  it('accepts a rounding slip of one point either way, as the local API does', () => {
    expect(checkVerification(form([instagram({ genders: { female: '33.3', male: '33.3', other: '33.3' } })])).ok).toBe(true);
    expect(checkVerification(form([instagram({ genders: { female: '50', male: '51', other: '' } })])).ok).toBe(true);
    expect(errorsOf(form([instagram({ genders: { female: '50', male: '48.9', other: '' } })]))['platforms.0.genders']).toBe(e.sum('gender', 98.9));
  });

  it('names each missing or malformed field by its path', () => {
    const errors = errorsOf(form([instagram({ handle: ' ', profileUrl: 'instagram.com/me', followers: '4.5', engagementRate: '140', screenshot: null })], '0'));
    expect(errors).toMatchObject({
      'platforms.0.handle': e.handle,
      'platforms.0.profileUrl': e.profileUrl,
      'platforms.0.followers': e.followers,
      'platforms.0.engagementRate': e.engagementRate,
      'platforms.0.screenshot': e.screenshotRequired,
      rateAmount: e.rate,
    });
  });

  it('refuses a screenshot that is not an image or is over 5 MB', () => {
    expect(errorsOf(form([instagram({ screenshot: png(100, 'application/pdf') })]))['platforms.0.screenshot']).toBe(e.screenshotType);
    expect(errorsOf(form([instagram({ screenshot: png(5 * 1024 * 1024 + 1) })]))['platforms.0.screenshot']).toBe(e.screenshotSize);
    expect(checkVerification(form([instagram({ screenshot: png(5 * 1024 * 1024) })])).ok).toBe(true);
  });

  it('needs a known country on every row, each country once, and a platform once', () => {
    expect(errorsOf(form([instagram({ countries: [{ country: '', share: '100' }] })]))['platforms.0.countries.0.country']).toBe(e.countryRequired);
    expect(errorsOf(form([instagram({ countries: [{ country: 'KE', share: '50' }, { country: 'KE', share: '50' }] })]))['platforms.0.countries']).toBe(e.countryTwice);
    expect(errorsOf(form([instagram(), instagram()])).platforms).toBe(e.platformTwice);
    expect(errorsOf(form([])).platforms).toBe(e.platformsRequired);
    expect(errorsOf(form([instagram({ platform: '' })]))['platforms.0.platform']).toBe(e.platformRequired);
  });

  it('puts figures already on record back into the form, leaving the screenshot to be chosen again', () => {
    const result = checkVerification(form());
    if (!result.ok) throw new Error('expected a valid form');
    const [again] = formFromStats(result.submission.data.platforms);
    expect(again).toEqual({ ...instagram(), ageBands: { ...instagram().ageBands }, screenshot: null });
  });
});

describe('verification errors from the local API', () => {
  it("keys the server's field errors as the form does", () => {
    expect(formErrorsFromApi({
      'platforms.0.audience.countries': ['The country shares must add up to 100%.'],
      'platforms.1.handle': ['Enter the handle.'],
      'rate.amount': ['Enter a fee above 0.'],
      screenshot: ['Screenshot 1 is not a PNG, JPEG or WebP image.'],
    })).toEqual({
      'platforms.0.countries': 'The country shares must add up to 100%.',
      'platforms.1.handle': 'Enter the handle.',
      rateAmount: 'Enter a fee above 0.',
      screenshot: 'Screenshot 1 is not a PNG, JPEG or WebP image.',
    });
    expect(formErrorsFromApi(undefined)).toEqual({});
  });
});
