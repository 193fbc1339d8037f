/**
 * Why a plan is shown but not sold (docs/decisions/0013-plans.md): what the pricing and upgrade pages say in place of a
 * way to start it, and the message of the server's refusal. Apart from plans.ts, which every signed-in page loads, so
 * only the pages that list plans carry the words (decision 0008).
 */
import { audienceOnSale, plans, type NotOnSale, type Plan, type PlanAudience } from './plans.ts';

export const NOT_ON_SALE: Record<NotOnSale, string> = {
  partnerWorkspaces: 'Partner plans are not on sale yet: they open when partner workspaces for managing client brands launch.',
};

/** Why the plan cannot be tried or bought, or null while it is on sale. */
export const notOnSaleReason = (plan: Pick<Plan, 'notOnSale'>): string | null => (plan.notOnSale ? NOT_ON_SALE[plan.notOnSale] : null);

/** Why none of an audience's plans can be tried or bought, or null when one can. */
export const audienceNotOnSale = (audience: PlanAudience): string | null => (audienceOnSale(audience) ? null : notOnSaleReason(plans[audience][0]!));
