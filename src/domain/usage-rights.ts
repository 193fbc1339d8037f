import type { CampaignBrief, Currency, DeliverableType } from './campaign-types.ts';
import { PLATFORM_LABELS } from './catalog.ts';
import type { Platform } from './onboarding-types.ts';
import { USAGE_KINDS, type UsageKind, type UsageUnit } from './usage-kinds.ts';

/**
 * Usage rights and a contract's terms (issue 24; docs/decisions/0019-trust.md, "Usage rights and the acceptance of
 * terms"). Each deliverable of a contract states where the brand may use it, for how long and in which countries,
 * with its price; the creator accepts the terms, by version, before the fee is held for them.
 */

export { USAGE_KINDS, USAGE_UNITS, type UsageKind, type UsageUnit } from './usage-kinds.ts';

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
  /**
   * The day the rights start: the day the contract binds, the later of the creator's acceptance and the contract's
   * making (a package's creator accepts after it is made; an applicant accepted when applying, before the brand did).
   * Null until accepted.
   */
  rightsFrom: string | null;
  /** The rights per deliverable, in the order of `terms.deliverables`. */
  rights: RightInForce[][];
  /** False until the brand has paid: the creator accepts once the money is there to hold. */
  funded: boolean;
}

export const USAGE_LIMITS = { days: 365, months: 24 } as const satisfies Record<UsageUnit, number>;
/** Each use at most once per deliverable, so a deliverable has at most one right of each kind. */
export const MAX_RIGHTS = USAGE_KINDS.length;
/** Countries one right may name (as many as a campaign's audience). */
export const MAX_RIGHT_COUNTRIES = 30;

/**
 * The version of a campaign brief's terms. A brief's terms cannot change once it is submitted (the campaign machine
 * takes UPDATE in draft only, and applications exist from recruiting on), so every brief a creator can apply to has
 * this one version; the hash guards the rest (decision 0019, "Usage rights in campaign briefs").
 */
export const BRIEF_TERMS_VERSION = 1;

/**
 * What a creator accepts when applying to a campaign: the brief's deliverables with their rights, the currency and the
 * days to deliver (the longest of its deliverables'). The fee is theirs to propose; the contract's terms (version 1) are
 * these with the agreed fee.
 */
export type BriefTerms = Omit<ContractTerms, 'fee'>;

/** GET /campaigns/:id/terms: the brief's terms and the SHA-256 of their canonical JSON, which applying sends back. */
export interface BriefTermsView {
  terms: BriefTerms;
  hash: string;
}

/** A creator's acceptance of a brief's terms, recorded on their application: the version and hash they read, and when. */
export interface ApplicationTermsAcceptance {
  version: number;
  hash: string;
  acceptedAt: string;
}

/** A brief's terms, from its currency and deliverables. */
export function briefTerms(brief: Pick<CampaignBrief, 'currency' | 'deliverables'>): BriefTerms {
  return {
    version: BRIEF_TERMS_VERSION,
    currency: brief.currency,
    deliveryDays: Math.max(0, ...brief.deliverables.map((d) => d.dueDays)),
    deliverables: brief.deliverables.map(({ platform, type, quantity, rights }) => ({ platform, type, quantity, rights })),
  };
}

/** The right a new deliverable of a brief starts with: organic reposts for 30 days in the campaign's countries, included in the fee. */
export const defaultRight = (countries: readonly string[]): UsageRight => ({ use: 'organic', duration: 30, unit: 'days', countries: [...countries], price: 0 });

/** The rule between a brief's rights and its fees: their prices are part of each creator's fee, so together within the lowest. The first right past it, or null. */
export function rightOverFee(deliverables: ReadonlyArray<{ rights: ReadonlyArray<Pick<UsageRight, 'price'>> }>, feeMin: number): { deliverable: number; right: number } | null {
  let total = 0;
  for (const [i, d] of deliverables.entries()) {
    for (const [j, r] of d.rights.entries()) {
      total += r.price;
      if (total > feeMin) return { deliverable: i, right: j };
    }
  }
  return null;
}

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

// A consonant and y make -ies (story, stories); a vowel and y take an s (day, days).
const plural = (n: number, word: string) => `${n} ${n === 1 ? word : /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`}`;
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

/** A right in a few words, for a list: "Organic reposts for 30 days in Kenya". */
export const rightSummary = (r: UsageRight) => `${usageName(r.use)} for ${durationWords(r)} in ${countriesWords(r.countries)}`;
