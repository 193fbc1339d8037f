/**
 * The plans of the spec's price table (§9) and what each one unlocks, in one place: the pricing page, the upgrade
 * page, the top bar, the launch panel and the local API's limit checks all read this module (docs/decisions/0013-plans.md);
 * the words for the limits and the refusal are in plan-limits.ts.
 * Prices are whole US dollars, exactly as the spec's table.
 *
 * What a plan unlocks is one limit the product enforces today, counted on the server when something new starts:
 * - **Brands: active campaigns at a time.** A campaign is active from its launch payment (`funding`) until it is
 *   completed or cancelled (`recruiting`, `in_progress` and their paused states count too). Free tier 3,
 *   Professional 10 (the spec's "up to 10 active campaigns"), Enterprise unlimited.
 * - **Creators: open applications at a time** (sent or shortlisted, not yet answered). Free tier 5, Creator 15,
 *   Pro Creator 40, Elite Creator unlimited.
 * - **Partners: client brands at a time** (invited or active, issue 25; mock-server/routes/partners.ts refuses one more
 *   with 409). Free tier 1, Partner 10, Enterprise Partner unlimited.
 *
 * A signed-in account without a plan in force is on the free tier: creating an account is free, and brands pay per
 * campaign launch on every tier. A plan is in force while its 14-day trial runs, while a subscription pays for it,
 * or in the 7-day grace period after an unpaid renewal. When a plan ends, nothing already running stops; only new
 * launches or applications beyond the free tier are refused.
 */

import type { CampaignStatus } from './campaign-types.ts';

export type PlanAudience = 'brand' | 'influencer' | 'partner';

/** A brand's campaigns that count against its limit: launched (from the launch payment on) and not yet ended. */
export const ACTIVE_CAMPAIGN_STATUSES = ['funding', 'recruiting', 'recruiting_paused', 'in_progress', 'in_progress_paused'] as const satisfies readonly CampaignStatus[];
export type BillingPeriod = 'monthly' | 'annual';

/** What each audience's plans limit: the one number a plan raises. */
export type LimitKind = 'activeCampaigns' | 'openApplications' | 'clientBrands';

/** How many at a time; null is unlimited. */
export type Limit = number | null;

export interface Plan {
  id: string;
  audience: PlanAudience;
  name: string;
  monthly: number;
  annual: number;
  /** The most of `LIMIT_OF[audience]` at a time; null is unlimited. */
  limit: Limit;
  mostPopular?: boolean;
}

export const FREE_TRIAL_DAYS = 14;
/** Days a paid plan stays in force after its period ends unpaid. */
export const GRACE_DAYS = 7;

/**
 * Kenya shillings per US dollar: the one rate a plan's USD price (below) is converted at for M-Pesa,
 * which takes KES only. The upgrade page states it beside the amount. Change it here and nowhere else.
 */
export const KES_PER_USD = 130;

/** Days before the paid period ends on which the holder is reminded to renew (there is no card on file for M-Pesa). */
export const RENEWAL_REMINDER_DAYS = 3;
/** Days before a trial ends on which its holder is reminded. */
export const TRIAL_REMINDER_DAYS = [3, 1] as const;

export const FREE_TIER_NAME = 'Free tier';

/** What an account without a plan in force may do, by audience. */
export const FREE_TIER: Record<PlanAudience, Limit> = { brand: 3, influencer: 5, partner: 1 };

export const plans: Record<PlanAudience, readonly Plan[]> = {
  brand: [
    { id: 'brand-professional', audience: 'brand', name: 'Professional', monthly: 49, annual: 490, limit: 10 },
    { id: 'brand-enterprise', audience: 'brand', name: 'Enterprise', monthly: 149, annual: 1490, limit: null, mostPopular: true },
  ],
  influencer: [
    { id: 'influencer-creator', audience: 'influencer', name: 'Creator', monthly: 29, annual: 290, limit: 15 },
    { id: 'influencer-pro', audience: 'influencer', name: 'Pro Creator', monthly: 79, annual: 790, limit: 40, mostPopular: true },
    { id: 'influencer-elite', audience: 'influencer', name: 'Elite Creator', monthly: 149, annual: 1490, limit: null },
  ],
  partner: [
    { id: 'partner', audience: 'partner', name: 'Partner', monthly: 99, annual: 990, limit: 10 },
    { id: 'partner-enterprise', audience: 'partner', name: 'Enterprise Partner', monthly: 249, annual: 2490, limit: null, mostPopular: true },
  ],
};

const allPlans: readonly Plan[] = Object.values(plans).flat();

export const planById = (id: string): Plan | undefined => allPlans.find((p) => p.id === id);

/** The audience whose plans a role may hold, or null (an admin, or no role yet). */
export const audienceOf = (role: string | null | undefined): PlanAudience | null =>
  role === 'brand' || role === 'influencer' || role === 'partner' ? role : null;

/** The plan in force for an account, as the API states it (`GET /api/v1/user`). */
export type PlanStatus = 'trial' | 'paid' | 'grace' | 'free';
export interface PlanInForce {
  /** The plan's id, or 'free' on the free tier. */
  id: string;
  name: string;
  status: PlanStatus;
  /** When the trial, paid period or grace ends (ISO); null on the free tier. */
  until: string | null;
}

export const FREE_PLAN_ID = 'free';
export const freeTier = (): PlanInForce => ({ id: FREE_PLAN_ID, name: FREE_TIER_NAME, status: 'free', until: null });

const DAY_MS = 24 * 60 * 60 * 1000;

/** What decides the plan in force: the account's one trial, and its active subscription (none are sold yet). */
export interface PlanHolder {
  trial?: { plan: string; endsAt: string } | null;
  subscription?: { planId: string; currentPeriodEnd: string; cancelAtPeriodEnd: boolean } | null;
}

/**
 * The plan in force at `now` (ms): a subscription paid up to its period's end, then in grace for GRACE_DAYS unless it
 * was cancelled at the period's end; else the trial until its end; else the free tier. Unknown plan ids count as none.
 */
export function planInForce({ trial, subscription }: PlanHolder, now: number): PlanInForce {
  const subscribed = subscription && planById(subscription.planId);
  if (subscription && subscribed) {
    const end = Date.parse(subscription.currentPeriodEnd);
    if (now < end) return { id: subscribed.id, name: subscribed.name, status: 'paid', until: subscription.currentPeriodEnd };
    const graceEnd = end + GRACE_DAYS * DAY_MS;
    if (!subscription.cancelAtPeriodEnd && now < graceEnd) return { id: subscribed.id, name: subscribed.name, status: 'grace', until: new Date(graceEnd).toISOString() };
  }
  const tried = trial && planById(trial.plan);
  if (trial && tried && now < Date.parse(trial.endsAt)) return { id: tried.id, name: tried.name, status: 'trial', until: trial.endsAt };
  return freeTier();
}
