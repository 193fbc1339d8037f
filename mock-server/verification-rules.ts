import { z } from 'zod';
import { PLATFORMS } from '../src/domain/catalog.ts';
import { AGE_BANDS, CURRENCIES, GENDERS } from '../src/domain/campaign-types.ts';

/** The rules for a creator's self-reported verification (campaigns issue; docs/decisions/0007). */
export const MAX_PLATFORMS = PLATFORMS.length;
/** Audience splits are typed by hand, so a rounding slip of one point either way is accepted. */
export const SPLIT_TOLERANCE = 1;
export const MAX_RATE_MINOR = 1_000_000_000_00;

const share = z
  .number({ error: 'Enter a percentage from 0 to 100.' })
  .min(0, 'Enter a percentage from 0 to 100.')
  .max(100, 'Enter a percentage from 0 to 100.');
const sumsTo100 = (split: Partial<Record<string, number>>) => Math.abs(Object.values(split).reduce<number>((sum, v) => sum + (v ?? 0), 0) - 100) <= SPLIT_TOLERANCE;
const addsUp = (label: string) => `The ${label} shares must add up to 100%.`;

const countryCode = z.string().regex(/^[A-Z]{2}$/, 'Use two-letter country codes, e.g. KE.');

export const platformStatsSchema = z.object({
  platform: z.enum(PLATFORMS, { error: `Choose one of: ${PLATFORMS.join(', ')}.` }),
  handle: z.string({ error: 'Enter the handle.' }).trim().min(1, 'Enter the handle.').max(100, 'Keep the handle under 100 characters.'),
  profileUrl: z.url({ protocol: /^https?$/, error: 'Enter the full profile address, starting with https://' }).max(500, 'Keep the address under 500 characters.'),
  followers: z
    .number({ error: 'Enter the follower count.' })
    .int('Enter a whole number of followers.')
    .min(0, 'Enter 0 or more followers.')
    .max(1_000_000_000, 'Enter at most 1,000,000,000 followers.'),
  engagementRate: share,
  audience: z.object({
    countries: z.record(countryCode, share).refine(sumsTo100, addsUp('country')),
    ageBands: z.partialRecord(z.enum(AGE_BANDS), share).refine(sumsTo100, addsUp('age')),
    genders: z.partialRecord(z.enum(GENDERS), share).refine(sumsTo100, addsUp('gender')),
  }),
});

export const verificationDataSchema = z.object({
  platforms: z
    .array(platformStatsSchema, { error: 'Add your platforms.' })
    .min(1, 'Add at least one platform.')
    .max(MAX_PLATFORMS, `Add at most ${MAX_PLATFORMS} platforms.`)
    .refine((list) => new Set(list.map((p) => p.platform)).size === list.length, 'List each platform once.'),
  rate: z.object(
    {
      currency: z.enum(CURRENCIES, { error: `Choose ${CURRENCIES.join(' or ')}.` }),
      amount: z
        .number({ error: 'Enter your usual fee.' })
        .int('Send the fee in minor units (cents), as a whole number.')
        .positive('Enter a fee above 0.')
        .max(MAX_RATE_MINOR, 'Enter a smaller fee.'),
    },
    { error: 'Enter your usual fee and its currency.' },
  ),
});
export type VerificationData = z.infer<typeof verificationDataSchema>;

export const rejectionSchema = z.object({
  reason: z.string({ error: 'Give a reason.' }).trim().min(1, 'Give a reason.').max(1000, 'Keep the reason under 1,000 characters.'),
});
