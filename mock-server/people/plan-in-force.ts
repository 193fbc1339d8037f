import { and, count, eq, inArray } from 'drizzle-orm';
import { allowsAnother, LIMIT_OF } from '../../src/domain/plan-limits.ts';
import { limitInForce, limitReached } from '../../src/domain/plan-refusal.ts';
import {
  ACTIVE_CAMPAIGN_STATUSES, audienceOf, planInForce, type Limit, type LimitKind, type PlanAudience, type PlanInForce,
} from '../../src/domain/plans.ts';
import { OPEN_APPLICATION_STATUSES } from '../../src/domain/campaign-types.ts';
import type { ServerContext } from '../context.ts';
import { accounts, campaignApplications, campaigns, subscriptions } from '../db/schema/index.ts';
import { HttpError } from '../http.ts';
import type { Account } from '../types.ts';
import { toAccount } from './rows.ts';
import { openClientCount } from '../partners/clients.ts';

/** The account's active subscription (none are sold yet: docs/decisions/0013-plans.md), or null. */
async function activeSubscription(ctx: ServerContext, accountId: string) {
  const [row] = await ctx.db.select().from(subscriptions).where(and(eq(subscriptions.accountId, accountId), eq(subscriptions.status, 'active'))).limit(1);
  return row ?? null;
}

/** The one server function that says which plan applies to `account` now, by the server's clock. */
export async function accountPlan(ctx: ServerContext, account: Account): Promise<PlanInForce> {
  return planInForce({ trial: account.trial, subscription: await activeSubscription(ctx, account.id) }, ctx.clock.now());
}

/** How many of its audience's limited things `account` has now (active campaigns, open applications). */
async function used(ctx: ServerContext, kind: LimitKind, accountId: string): Promise<number> {
  // Each count reads its partial index (campaigns_brand_active, campaign_applications_creator_open).
  if (kind === 'activeCampaigns') {
    const [row] = await ctx.db.select({ n: count() }).from(campaigns).where(and(eq(campaigns.brandId, accountId), inArray(campaigns.status, ACTIVE_CAMPAIGN_STATUSES)));
    return row?.n ?? 0;
  }
  if (kind === 'openApplications') {
    const [row] = await ctx.db.select({ n: count() }).from(campaignApplications)
      .where(and(eq(campaignApplications.creatorId, accountId), inArray(campaignApplications.status, OPEN_APPLICATION_STATUSES)));
    return row?.n ?? 0;
  }
  // Client brands: invitations waiting for an answer hold their place, as active clients do (issue 25).
  return openClientCount(ctx, accountId);
}

export interface PlanUsage {
  plan: PlanInForce;
  kind: LimitKind;
  limit: Limit;
  used: number;
}

/** The plan in force, its limit and how much of it is used: what the app shows before the user hits the wall. */
export async function planUsage(ctx: ServerContext, account: Account, audience: PlanAudience): Promise<PlanUsage> {
  const plan = await accountPlan(ctx, account);
  const kind = LIMIT_OF[audience];
  return { plan, kind, limit: limitInForce(audience, plan), used: await used(ctx, kind, account.id) };
}

/**
 * Takes the account's row for the rest of the transaction and returns the account as it now is. Launching and
 * applying take it first (before any campaign row, the order the purge takes them in), so two requests of one
 * account are counted one after the other and cannot both pass the limit (`assertWithinPlan`).
 */
export async function lockPlanHolder(tctx: ServerContext, accountId: string): Promise<Account> {
  const [row] = await tctx.db.select().from(accounts).where(eq(accounts.id, accountId)).for('update');
  if (!row) throw new HttpError(401, 'Your session has ended. Please log in again.');
  return toAccount(row);
}

/**
 * Refuses (403) one more active campaign or open application beyond the plan in force at the time of the request,
 * naming the plan and the way up. `holder` comes from `lockPlanHolder` in the same transaction.
 */
export async function assertWithinPlan(tctx: ServerContext, holder: Account): Promise<void> {
  const audience = audienceOf(holder.role);
  if (!audience) return;
  const usage = await planUsage(tctx, holder, audience);
  if (!allowsAnother(usage.limit, usage.used)) throw new HttpError(403, limitReached(audience, usage.plan));
}
