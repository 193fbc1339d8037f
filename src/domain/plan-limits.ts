/**
 * What the plans' limits are called (docs/decisions/0013-plans.md): the pricing and upgrade pages list each plan's
 * feature with these words. Apart from src/domain/plans.ts so a page that only names a plan does not load them, and
 * the refusal's sentence is in plan-refusal.ts (decision 0008).
 */
import type { Limit, LimitKind, Plan, PlanAudience } from './plans.ts';

export const LIMIT_OF: Record<PlanAudience, LimitKind> = {
  brand: 'activeCampaigns',
  influencer: 'openApplications',
  partner: 'clientBrands',
};

const NOUNS: Record<LimitKind, [one: string, many: string]> = {
  activeCampaigns: ['active campaign', 'active campaigns'],
  openApplications: ['open application', 'open applications'],
  clientBrands: ['client brand', 'client brands'],
};

/** "active campaigns": what a limit counts. */
export const limitNoun = (kind: LimitKind): string => NOUNS[kind][1];

/** "3 active campaigns", "1 open application". */
export const countOf = (kind: LimitKind, n: number): string => `${n} ${NOUNS[kind][n === 1 ? 0 : 1]}`;

/** A limit as a plan's feature: "Up to 10 active campaigns at a time", "Unlimited active campaigns". */
export function limitFeature(kind: LimitKind, limit: Limit): string {
  if (limit === null) return `Unlimited ${NOUNS[kind][1]}`;
  return `Up to ${countOf(kind, limit)} at a time`;
}

/** What a plan unlocks, as the pricing and upgrade pages list it. */
export const planFeatures = (plan: Plan): string[] => [limitFeature(LIMIT_OF[plan.audience], plan.limit)];

/** Whether a plan (or the free tier, plan null) allows one more when `used` are already counted. */
export const allowsAnother = (limit: Limit, used: number): boolean => limit === null || used < limit;
