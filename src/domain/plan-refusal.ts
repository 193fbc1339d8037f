/**
 * Why one more is refused, in the words the server sends and the launch panel shows before it is asked
 * (docs/decisions/0013-plans.md): the plan in force, its limit, and the way up.
 */
import { countOf, LIMIT_OF, limitNoun } from './plan-limits.ts';
import { FREE_PLAN_ID, FREE_TIER, planById, plans, type Limit, type LimitKind, type Plan, type PlanAudience, type PlanInForce } from './plans.ts';

/** The limit the plan in force gives an audience. */
export function limitInForce(audience: PlanAudience, plan: Pick<PlanInForce, 'id'>): Limit {
  const found = planById(plan.id);
  return found && found.audience === audience ? found.limit : FREE_TIER[audience];
}

/** The cheapest plan of the audience with a higher limit than `limit`, if any: the way up. */
export function nextPlanUp(audience: PlanAudience, limit: Limit): Plan | undefined {
  if (limit === null) return undefined;
  return plans[audience].find((p) => p.limit === null || p.limit > limit);
}

const ACTIONS: Record<LimitKind, string> = {
  activeCampaigns: 'Complete or cancel one',
  openApplications: 'Wait for an answer or withdraw one',
  clientBrands: 'Revoke an invitation or end work with a client',
};

/**
 * Why one more is refused, naming the plan in force and the way up: "Your Professional plan allows 10 active
 * campaigns. Complete or cancel one, or move to Enterprise for unlimited active campaigns."
 */
export function limitReached(audience: PlanAudience, plan: Pick<PlanInForce, 'id' | 'name'>): string {
  const kind = LIMIT_OF[audience];
  const limit = limitInForce(audience, plan);
  const holder = plan.id === FREE_PLAN_ID ? 'The free tier' : `Your ${plan.name} plan`;
  const up = nextPlanUp(audience, limit);
  const way = up ? `, or move to ${up.name} for ${up.limit === null ? `unlimited ${limitNoun(kind)}` : `up to ${countOf(kind, up.limit)}`}` : '';
  return `${holder} allows ${countOf(kind, limit ?? 0)} at a time. ${ACTIONS[kind]}${way}.`;
}

