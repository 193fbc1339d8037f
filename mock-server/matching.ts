import {
  FOLLOWER_BANDS, FOLLOWER_BAND_IDS, type Campaign, type FollowerBand, type Match, type MatchFactor, type Objective,
  type PlatformStats, type Verification,
} from '../src/domain/campaign-types.ts';

/**
 * Matching, rules-v1 (campaigns issue; design reference §3): hard filters, then a weighted sum of six factors,
 * each explained in words. Pure and deterministic: no clock, no randomness, no storage. It is matching with its
 * reasons shown, not a learned model.
 */
export const MODEL_VERSION = 'rules-v1';

export type FactorKey = MatchFactor['key'];
export type Weights = Record<FactorKey, number>;
export const FACTOR_KEYS: readonly FactorKey[] = ['niche', 'geography', 'demographics', 'engagement', 'performance', 'price'];

/** The design reference's weights, used while a draft has no objective. Each weight set sums to 100. */
export const BASE_WEIGHTS: Weights = { niche: 25, geography: 20, demographics: 15, engagement: 15, performance: 15, price: 10 };
/** Awareness favours reaching the right audience (geography, age and gender); engagement favours ER; conversions favour past results and price. */
export const OBJECTIVE_WEIGHTS: Record<Objective, Weights> = {
  awareness: { niche: 20, geography: 30, demographics: 20, engagement: 10, performance: 10, price: 10 },
  engagement: { niche: 20, geography: 15, demographics: 15, engagement: 30, performance: 10, price: 10 },
  conversions: { niche: 20, geography: 15, demographics: 10, engagement: 10, performance: 25, price: 20 },
};
export const weightsFor = (objective: Objective | null): Weights => (objective ? OBJECTIVE_WEIGHTS[objective] : BASE_WEIGHTS);

/**
 * Median engagement rate (percent) per follower band: engagement falls as audiences grow. Rounded from public
 * 2024 cross-platform benchmarks; rules-v1 constants, to be replaced by Sauti's own medians once it has them.
 */
export const TIER_MEDIAN_ER: Record<FollowerBand, number> = { nano: 4.0, micro: 2.4, mid: 1.8, macro: 1.4, mega: 1.1 };
/** Hard filter: at least this share of the audience lives in the target countries. */
export const MIN_TARGET_SHARE = 0.3;
/** Hard filter: a fee may exceed the top of the fee range by at most 20%. */
export const FEE_TOLERANCE = 1.2;
/** Engagement counts up to twice the tier median. */
export const ER_CAP = 2;
/** The value of a factor with no data to judge it by. */
export const NEUTRAL = 0.5;
/** Past results are shrunk toward NEUTRAL as if this many average campaigns had been seen (design reference §3). */
export const PRIOR_CAMPAIGNS = 3;

export type MatchCampaign = Pick<Campaign, 'id' | 'objective' | 'currency' | 'feeMax' | 'audience' | 'niches' | 'platforms' | 'followerBand'>;
export interface MatchCreator {
  id: string;
  niches: readonly string[];
  verification: Pick<Verification, 'status' | 'platforms' | 'rate'> | null;
}
/** A creator's past Sauti results on a platform, `score` in 0..1 against the platform mean. The delivery issue supplies it. */
export interface PastPerformance {
  campaigns: number;
  score: number;
  /** The results in words, e.g. "results above the Sauti mean (ER 6.0% vs 3.0%)" (mock-server/analytics/past.ts). */
  summary?: string;
}
export interface MatchOptions {
  /** The creator's proposed fee, in the campaign's currency (minor units); else their verified rate is used. */
  proposedFee?: number | null;
  past?: PastPerformance | null;
}
export type MatchResult = { ok: true; match: Match } | { ok: false; failures: string[] };

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;
const clamp01 = (n: number) => Math.min(1, Math.max(0, Number.isFinite(n) ? n : 0));
const pct = (share: number) => `${Math.round(share * 100)}%`;
const regions = new Intl.DisplayNames('en', { type: 'region' });
const countryName = (code: string) => (/^[A-Z]{2}$/.test(code) ? (regions.of(code) ?? code) : code);
const list = (items: readonly string[]) => new Intl.ListFormat('en', { type: 'conjunction' }).format(items);

export const inBand = (followers: number, band: FollowerBand) => {
  const { min, max } = FOLLOWER_BANDS[band];
  return followers >= min && (max === null || followers < max);
};
/** The band a follower count falls in; below the smallest band counts as nano. */
export const bandOf = (followers: number): FollowerBand => FOLLOWER_BAND_IDS.find((b) => inBand(followers, b)) ?? 'nano';

/** Share (0..1) of the platform's audience in the target countries; all of it when no country is targeted. */
function targetShare(stats: PlatformStats, countries: readonly string[]): number {
  if (countries.length === 0) return 1;
  return clamp01(countries.reduce((sum, c) => sum + (stats.audience.countries[c] ?? 0), 0) / 100);
}

/** Σ min(p, q) of the audience split p and the target q (an even split over the chosen values); null without targets. */
function overlap(split: Partial<Record<string, number>>, targets: readonly string[]): number | null {
  if (targets.length === 0) return null;
  const even = 100 / targets.length;
  return clamp01(targets.reduce((sum, t) => sum + Math.min(split[t] ?? 0, even), 0) / 100);
}

/** The past-performance factor: the seam the delivery issue fills with real results. */
export function performanceFactor(past: PastPerformance | null | undefined): { raw: number; reason: string } {
  if (!past || past.campaigns <= 0) return { raw: NEUTRAL, reason: 'no past Sauti campaigns yet' };
  const raw = (past.campaigns * clamp01(past.score) + PRIOR_CAMPAIGNS * NEUTRAL) / (past.campaigns + PRIOR_CAMPAIGNS);
  return { raw, reason: `${past.summary ?? 'results'} on ${past.campaigns} past Sauti campaign${past.campaigns === 1 ? '' : 's'}` };
}

/** The fee judged for price fit, in the campaign's currency; null when it cannot be compared (another currency). */
function feeOf(campaign: MatchCampaign, creator: MatchCreator, options: MatchOptions): number | null {
  if (options.proposedFee != null) return options.proposedFee;
  const rate = creator.verification?.rate;
  return rate && rate.currency === campaign.currency ? rate.amount : null;
}

function priceFactor(campaign: MatchCampaign, creator: MatchCreator, fee: number | null): { raw: number; reason: string } {
  if (fee === null) return { raw: NEUTRAL, reason: `rate in ${creator.verification?.rate.currency ?? 'another currency'}, budget in ${campaign.currency}: price not compared` };
  if (!campaign.feeMax) return { raw: NEUTRAL, reason: 'no fee range set yet' };
  if (fee <= campaign.feeMax) return { raw: 1, reason: 'fee within budget' };
  const over = fee / campaign.feeMax - 1;
  return { raw: clamp01(1 - over / (FEE_TOLERANCE - 1)), reason: `fee ${Math.max(1, Math.round(over * 100))}% over budget` };
}

type RawFactors = Record<FactorKey, { raw: number; reason: string }>;

function platformFactors(campaign: MatchCampaign, creator: MatchCreator, stats: PlatformStats, fee: number | null, options: MatchOptions): RawFactors {
  const wanted = new Map(campaign.niches.map((n) => [n.toLowerCase(), n]));
  const own = new Set(creator.niches.map((n) => n.toLowerCase()));
  const shared = [...wanted].filter(([key]) => own.has(key)).map(([, label]) => label);
  const union = new Set([...wanted.keys(), ...own]).size;
  const jaccard = union ? shared.length / union : 0;

  const { countries, ageBands, genders } = campaign.audience;
  const share = targetShare(stats, countries);
  const inTargets = countries.filter((c) => (stats.audience.countries[c] ?? 0) > 0).sort((a, b) => (stats.audience.countries[b] ?? 0) - (stats.audience.countries[a] ?? 0) || (a < b ? -1 : 1));
  const named = inTargets.length > 3 ? [...inTargets.slice(0, 2).map(countryName), 'other target countries'] : inTargets.map(countryName);

  const fits = [overlap(stats.audience.ageBands, ageBands), overlap(stats.audience.genders, genders)].filter((v): v is number => v !== null);
  const demographics = fits.length ? fits.reduce((a, b) => a + b, 0) / fits.length : 1;

  const median = TIER_MEDIAN_ER[bandOf(stats.followers)];
  return {
    niche: { raw: jaccard, reason: shared.length ? `shares ${jaccard > NEUTRAL ? '' : 'only '}${shared.join(', ')}` : 'no shared niches' },
    geography: { raw: share, reason: countries.length === 0 ? 'no target countries set' : `${pct(share)} audience in ${named.length ? list(named) : 'the target countries'}` },
    demographics: { raw: demographics, reason: `age and gender overlap ${pct(demographics)}` },
    engagement: { raw: Math.min(stats.engagementRate / median, ER_CAP) / ER_CAP, reason: `engagement ${stats.engagementRate.toFixed(1)}% vs ${median.toFixed(1)}% median` },
    performance: performanceFactor(options.past),
    price: priceFactor(campaign, creator, fee),
  };
}

/** Weighted factors, the score as their exact sum, the top three positive reasons and the weakest point. */
function toMatch(campaign: MatchCampaign, creatorId: string, raws: RawFactors): Match {
  const weights = weightsFor(campaign.objective);
  const factors: MatchFactor[] = FACTOR_KEYS.map((key) => {
    const raw = round(clamp01(raws[key].raw), 4);
    return { key, weight: weights[key], raw, contribution: round(weights[key] * raw, 1), reason: raws[key].reason };
  });
  const score = round(factors.reduce((sum, f) => sum + f.contribution, 0), 1);
  const byContribution = [...factors].sort((a, b) => b.contribution - a.contribution || FACTOR_KEYS.indexOf(a.key) - FACTOR_KEYS.indexOf(b.key));
  const positive = byContribution.filter((f) => f.raw > NEUTRAL).slice(0, 3);
  const shown = positive.length ? positive : byContribution.slice(0, 1);
  const lost = (f: MatchFactor) => f.weight * (1 - f.raw);
  const weakest = factors.filter((f) => f.raw <= NEUTRAL && !shown.includes(f)).sort((a, b) => lost(b) - lost(a) || FACTOR_KEYS.indexOf(a.key) - FACTOR_KEYS.indexOf(b.key))[0];
  return { campaignId: campaign.id, creatorId, score, factors, reasons: shown.map((f) => f.reason), caveat: weakest?.reason ?? null, modelVersion: MODEL_VERSION };
}

/** One creator against one campaign: the hard filters' failures, or the match on the creator's best eligible platform. */
export function matchCreator(campaign: MatchCampaign, creator: MatchCreator, options: MatchOptions = {}): MatchResult {
  const verification = creator.verification;
  if (verification?.status !== 'verified') return { ok: false, failures: ['The creator is not verified.'] };
  const onPlatform = verification.platforms.filter((p) => campaign.platforms.includes(p.platform));
  if (onPlatform.length === 0) return { ok: false, failures: ["The creator is not on the campaign's platforms."] };
  const band = campaign.followerBand;
  const inTier = onPlatform.filter((p) => !band || inBand(p.followers, band));
  if (inTier.length === 0) return { ok: false, failures: [`The creator's followers are outside the ${band} band.`] };
  const eligible = inTier.filter((p) => targetShare(p, campaign.audience.countries) >= MIN_TARGET_SHARE);
  if (eligible.length === 0) return { ok: false, failures: [`Less than ${pct(MIN_TARGET_SHARE)} of the creator's audience is in the target countries.`] };
  const fee = feeOf(campaign, creator, options);
  if (fee !== null && campaign.feeMax && fee > FEE_TOLERANCE * campaign.feeMax) {
    return { ok: false, failures: [`The fee is more than ${pct(FEE_TOLERANCE - 1)} over the campaign's fee range.`] };
  }
  const candidates = eligible.map((stats) => toMatch(campaign, creator.id, platformFactors(campaign, creator, stats, fee, options)));
  // The best platform wins; on a tie, the first in the creator's own order.
  const best = candidates.reduce((a, b) => (b.score > a.score ? b : a));
  return { ok: true, match: best };
}

/** Best first; equal scores by creator id, so the order never depends on the input order. */
export const rankMatches = (matches: readonly Match[]): Match[] =>
  [...matches].sort((a, b) => b.score - a.score || (a.creatorId < b.creatorId ? -1 : a.creatorId > b.creatorId ? 1 : 0));

/** Every creator that passes the hard filters, ranked. */
export function matchCampaign(campaign: MatchCampaign, creators: readonly MatchCreator[], options: (c: MatchCreator) => MatchOptions = () => ({})): Match[] {
  return rankMatches(creators.flatMap((c) => {
    const result = matchCreator(campaign, c, options(c));
    return result.ok ? [result.match] : [];
  }));
}
