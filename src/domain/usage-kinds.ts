/**
 * The kinds of usage right and their units (issue 24; src/domain/usage-rights.ts), on their own: the campaign schema,
 * which every signed-in page loads, needs these lists and none of the rights' words (docs/decisions/0008).
 */
/** Where the brand may use the content: reposting it on its own accounts, paid ads or whitelisting, its website. */
export const USAGE_KINDS = ['organic', 'paid_ads', 'website'] as const;
export type UsageKind = (typeof USAGE_KINDS)[number];
export const USAGE_UNITS = ['days', 'months'] as const;
export type UsageUnit = (typeof USAGE_UNITS)[number];
