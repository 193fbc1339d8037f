import type { Currency, DeliverableType } from './campaign-types.ts';
import { PLATFORM_LABELS } from './catalog.ts';
import type { Platform } from './onboarding-types.ts';

/**
 * Usage rights and a contract's terms (issue 24; docs/decisions/0019-trust.md, "Usage rights and the acceptance of
 * terms"). Each deliverable of a contract states where the brand may use it, for how long and in which countries,
 * with its price; the creator accepts the terms, by version, before the fee is held for them.
 */

/** Where the brand may use the content: reposting it on its own accounts, paid ads or whitelisting, its website. */
export const USAGE_KINDS = ['organic', 'paid_ads', 'website'] as const;
export type UsageKind = (typeof USAGE_KINDS)[number];
export const USAGE_UNITS = ['days', 'months'] as const;
export type UsageUnit = (typeof USAGE_UNITS)[number];

export interface UsageRight {
  use: UsageKind;
  /** How long the right lasts from the day the creator accepts the terms: 1–365 days or 1–24 months. */
  duration: number;
  unit: UsageUnit;
  /** ISO 3166-1 alpha-2 codes; at least one. */
  countries: string[];
  /** What the right adds to the fee, minor units, in the contract's currency (included in the fee). */
  price: number;
}

/** One line of a package or a contract: the posts to make and what the brand may do with them. */
export interface TermsDeliverable {
  platform: Platform;
  type: DeliverableType;
  quantity: number;
  rights: UsageRight[];
}

/** What the creator accepts: the deliverables with their rights, the fee and the days to deliver. */
export interface ContractTerms {
  version: number;
  fee: number;
  currency: Currency;
  deliveryDays: number;
  deliverables: TermsDeliverable[];
}

export interface TermsAcceptance {
  /** The account that accepted: always the contract's creator. */
  acceptedBy: string;
  acceptedAt: string;
  version: number;
  /** SHA-256 of the terms' canonical JSON, so the exact words accepted can be shown to be the ones stored. */
  hash: string;
}

/** A right as the contract page shows it: when it ends (null until the terms are accepted) and whether it has. */
export interface RightInForce extends UsageRight {
  endsAt: string | null;
  ended: boolean;
}

/** GET /contracts/:id/terms: the terms, their hash, the acceptance of this version (or null), and each right's end. */
export interface ContractTermsView {
  terms: ContractTerms;
  hash: string;
  acceptance: TermsAcceptance | null;
  /** The rights per deliverable, in the order of `terms.deliverables`. */
  rights: RightInForce[][];
  /** False until the brand has paid: the creator accepts once the money is there to hold. */
  funded: boolean;
}

export const USAGE_LIMITS = { days: 365, months: 24 } as const satisfies Record<UsageUnit, number>;

/** When a right that starts at `start` ends: so many days, or calendar months (the day clamped to the month's end). */
export function rightEndsAt(start: string, right: Pick<UsageRight, 'duration' | 'unit'>): string {
  const at = new Date(start);
  if (right.unit === 'days') return new Date(at.getTime() + right.duration * 86_400_000).toISOString();
  const end = new Date(at);
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + right.duration);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(at.getUTCDate(), lastDay));
  return end.toISOString();
}

/** Each right with its end, from the acceptance (a right runs from the day the creator accepts the terms). */
export function rightsInForce(terms: ContractTerms, acceptedAt: string | null, now: number): RightInForce[][] {
  return terms.deliverables.map((d) => d.rights.map((r) => {
    const endsAt = acceptedAt ? rightEndsAt(acceptedAt, r) : null;
    return { ...r, endsAt, ended: endsAt !== null && Date.parse(endsAt) <= now };
  }));
}

const USE_WORDS: Record<UsageKind, string> = {
  organic: 'repost it on its own accounts (organic posts, no paid promotion)',
  paid_ads: 'use it in paid ads, including whitelisting (running ads from your account)',
  website: 'show it on its website',
};
const USE_NAMES: Record<UsageKind, string> = { organic: 'Organic reposts', paid_ads: 'Paid ads and whitelisting', website: 'Website' };
export const usageName = (use: UsageKind) => USE_NAMES[use];

const plural = (n: number, word: string) => `${n} ${n === 1 ? word : word.endsWith('y') ? `${word.slice(0, -1)}ies` : `${word}s`}`;
export const durationWords = (r: Pick<UsageRight, 'duration' | 'unit'>) => plural(r.duration, r.unit === 'days' ? 'day' : 'month');

/** "2 Instagram reels": a deliverable line in words. */
export const deliverableWords = (d: Pick<TermsDeliverable, 'platform' | 'quantity' | 'type'>) => `${plural(d.quantity, `${PLATFORM_LABELS[d.platform]} ${d.type}`)}`;

/** Country codes in words ("Kenya and Uganda"), by the platform's own names. */
export function countriesWords(codes: readonly string[]): string {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const list = codes.map((c) => names.of(c) ?? c);
  return list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
}

/** A right in plain words, without its price: "The brand may use it in paid ads … in Kenya for 3 months." */
export function rightWords(r: UsageRight): string {
  return `The brand may ${USE_WORDS[r.use]} in ${countriesWords(r.countries)} for ${durationWords(r)}.`;
}
