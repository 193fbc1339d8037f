import * as v from 'valibot';
import { PLATFORMS } from '../domain/catalog.ts';
import { AGE_BANDS, CURRENCIES, GENDERS, type AgeBand, type Currency, type Gender, type PlatformStats } from '../domain/campaign-types.ts';
import type { Platform } from '../domain/onboarding-types.ts';
import { countries } from './countries.ts';
import { parseMoney, toMajor, toMinor } from './money.ts';
import { isHttpUrl } from '../domain/urls.ts';

/**
 * The verification form's rules, applied before sending (the local API checks the same again): every
 * platform named once, a handle, an http(s) profile URL, whole followers, an engagement rate in 0–100,
 * each audience split summing to 100, and one image of 5 MB or less as evidence.
 */
export const SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
export const SCREENSHOT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** Shares are typed by hand, so a rounding slip of one point either way is accepted (as the local API does). */
export const SUM_TOLERANCE = 1;
const MAX_RATE_MAJOR = 1_000_000_000;

export const verificationErrors = {
  platformsRequired: 'Add at least one platform.',
  platformRequired: 'Choose a platform.',
  platformTwice: 'Each platform can be added once.',
  handle: 'Enter your handle on this platform.',
  handleLong: 'Keep the handle under 100 characters.',
  profileUrlLong: 'Keep the address under 500 characters.',
  profileUrl: 'Enter the full address of your profile, starting with https://.',
  followers: 'Enter your follower count as a whole number.',
  engagementRate: 'Enter an engagement rate between 0 and 100.',
  share: 'Enter a share between 0 and 100.',
  countryRequired: 'Choose a country.',
  countryTwice: 'Each country can be listed once.',
  countriesRequired: 'Add at least one country.',
  sum: (what: string, total: number) => `The ${what} shares must add up to 100 (now ${total}).`,
  screenshotRequired: 'Choose a screenshot of your audience statistics.',
  screenshotType: 'Choose a PNG, JPEG or WebP image.',
  screenshotSize: 'Choose an image of 5 MB or less.',
  rate: 'Enter your usual fee, greater than zero.',
} as const;

export interface CountryRow { country: string; share: string }
export interface PlatformForm {
  platform: Platform | '';
  handle: string;
  profileUrl: string;
  followers: string;
  engagementRate: string;
  countries: CountryRow[];
  ageBands: Record<AgeBand, string>;
  genders: Record<Gender, string>;
  screenshot: File | null;
}
export interface VerificationFormValues { platforms: PlatformForm[]; rateCurrency: Currency; rateAmount: string }

const blank = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, ''])) as Record<K, string>;
export const emptyPlatform = (platform: Platform | '' = ''): PlatformForm => ({
  platform, handle: '', profileUrl: '', followers: '', engagementRate: '', countries: [{ country: '', share: '' }],
  ageBands: blank(AGE_BANDS), genders: blank(GENDERS), screenshot: null,
});

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const sumsTo100 = (values: readonly number[]) => Math.abs(sum(values) - 100) <= SUM_TOLERANCE;
const sumMessage = (what: string, shares: (input: never) => number[]) => (issue: { input: unknown }) =>
  verificationErrors.sum(what, Math.round(sum(shares(issue.input as never)) * 100) / 100);

const numberIn = (message: string, min: number, max: number, allowBlank = false) =>
  v.pipe(v.string(), v.trim(), v.transform((s) => (allowBlank && s === '' ? 0 : s === '' ? NaN : Number(s))), v.number(message), v.minValue(min, message), v.maxValue(max, message));
const share = (allowBlank: boolean) => numberIn(verificationErrors.share, 0, 100, allowBlank);
const split = <K extends string>(keys: readonly K[], what: string) =>
  v.pipe(v.object(Object.fromEntries(keys.map((k) => [k, share(true)])) as Record<K, ReturnType<typeof share>>), v.check((o) => sumsTo100(Object.values(o)), sumMessage(what, (o: Record<K, number>) => Object.values(o))));
const countryCodes = () => new Set(countries().map((c) => c.code));

const CountriesSchema = v.pipe(
  v.array(v.object({ country: v.pipe(v.string(), v.check((c) => countryCodes().has(c), verificationErrors.countryRequired)), share: share(false) })),
  v.minLength(1, verificationErrors.countriesRequired),
  v.check((rows) => new Set(rows.map((r) => r.country)).size === rows.length, verificationErrors.countryTwice),
  v.check((rows) => sumsTo100(rows.map((r) => r.share)), sumMessage('country', (rows: Array<{ share: number }>) => rows.map((r) => r.share))),
);

const PlatformSchema = v.object({
  platform: v.picklist(PLATFORMS, verificationErrors.platformRequired),
  handle: v.pipe(v.string(), v.trim(), v.nonEmpty(verificationErrors.handle), v.maxLength(100, verificationErrors.handleLong)),
  profileUrl: v.pipe(v.string(), v.trim(), v.check(isHttpUrl, verificationErrors.profileUrl), v.maxLength(500, verificationErrors.profileUrlLong)),
  followers: v.pipe(numberIn(verificationErrors.followers, 0, 1_000_000_000), v.integer(verificationErrors.followers)),
  engagementRate: numberIn(verificationErrors.engagementRate, 0, 100),
  countries: CountriesSchema,
  ageBands: split(AGE_BANDS, 'age'),
  genders: split(GENDERS, 'gender'),
  screenshot: v.pipe(
    v.file(verificationErrors.screenshotRequired),
    v.mimeType(SCREENSHOT_TYPES, verificationErrors.screenshotType),
    v.maxSize(SCREENSHOT_MAX_BYTES, verificationErrors.screenshotSize),
  ),
});

const FormSchema = v.object({
  platforms: v.pipe(
    v.array(PlatformSchema),
    v.minLength(1, verificationErrors.platformsRequired),
    v.check((ps) => new Set(ps.map((p) => p.platform)).size === ps.length, verificationErrors.platformTwice),
  ),
  rateCurrency: v.picklist(CURRENCIES),
  rateAmount: v.pipe(v.string(), v.check((s) => parseMoney(s) !== null, verificationErrors.rate), v.transform((s) => toMajor(parseMoney(s)!)), v.maxValue(MAX_RATE_MAJOR, verificationErrors.rate)),
});

const positive = <K extends string>(o: Record<K, number>) => Object.fromEntries(Object.entries(o).filter(([, n]) => (n as number) > 0)) as Partial<Record<K, number>>;

export interface VerificationSubmission { data: { platforms: PlatformStats[]; rate: { currency: Currency; amount: number } }; screenshots: File[] }

/** Checks the form; on success, the body POST /verification/me takes (JSON `data`, one screenshot per platform, same order). */
export function checkVerification(values: VerificationFormValues): { ok: true; submission: VerificationSubmission } | { ok: false; errors: Record<string, string> } {
  const result = v.safeParse(FormSchema, values);
  if (!result.success) {
    const errors: Record<string, string> = {};
    for (const issue of result.issues) errors[v.getDotPath(issue) ?? 'form'] ??= issue.message;
    return { ok: false, errors };
  }
  const { platforms, rateCurrency, rateAmount } = result.output;
  return {
    ok: true,
    submission: {
      data: {
        platforms: platforms.map((p) => ({
          platform: p.platform, handle: p.handle, profileUrl: p.profileUrl, followers: p.followers, engagementRate: p.engagementRate,
          audience: { countries: Object.fromEntries(p.countries.map((c) => [c.country, c.share])), ageBands: positive(p.ageBands), genders: positive(p.genders) },
        })),
        rate: { currency: rateCurrency, amount: toMinor(rateAmount) },
      },
      screenshots: platforms.map((p) => p.screenshot),
    },
  };
}

/** Figures already on record, back into the form (screenshots must be chosen again: the browser cannot prefill files). */
export function formFromStats(stats: readonly PlatformStats[]): PlatformForm[] {
  const text = (n: number | undefined) => (n === undefined ? '' : String(n));
  return stats.map((s) => ({
    ...emptyPlatform(s.platform),
    handle: s.handle, profileUrl: s.profileUrl, followers: String(s.followers), engagementRate: String(s.engagementRate),
    countries: Object.entries(s.audience.countries).map(([country, n]) => ({ country, share: String(n) })),
    ageBands: Object.fromEntries(AGE_BANDS.map((b) => [b, text(s.audience.ageBands[b])])) as Record<AgeBand, string>,
    genders: Object.fromEntries(GENDERS.map((g) => [g, text(s.audience.genders[g])])) as Record<Gender, string>,
  }));
}

/**
 * The local API's field errors, keyed as this form keys them: its `platforms.0.audience.countries` is the
 * form's `platforms.0.countries`, `rate.amount` is `rateAmount`; the rest (`screenshot`, `data`) stay as they are.
 */
export function formErrorsFromApi(errors: Record<string, string[]> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const mapped = key.replace('.audience.', '.').replace(/^rate(\.amount)?$/, 'rateAmount').replace(/^rate\.currency$/, 'rateCurrency');
    if (messages[0]) out[mapped] ??= messages[0];
  }
  return out;
}

/** The id of the control (or group) an error path belongs to, so a message can point at it and focus can go there. */
export const fieldId = (path: string) => `verification-${path.replace(/\./g, '-')}`;
