import { campaignMachine, type CampaignEvent } from '../machines/campaignMachine.ts';
import { NO_CAMPAIGN } from './campaign-access.ts';
import { mirrorLater } from './campaign-mirror.ts';
import type { ServerContext } from './context.ts';
import { HttpError } from './http.ts';
import { nextStatus } from './lifecycle.ts';
import type { Account, CampaignRecord } from './types.ts';

/**
 * PG-MERGE: delete this file at the merge. The synchronous, lowdb-backed twins of campaign-access.ts, kept only for
 * the other parts' synchronous code (money/launch-payment.ts, money/payment-settle.ts, money/payment-store.ts,
 * routes/funds.ts, routes/analytics.ts, routes/conversions.ts); they call the async functions of
 * campaign-access.ts (same names, same arguments) with `await` after the merge. Nothing of the campaigns part uses them.
 */
export { NO_CAMPAIGN };

/** Any campaign by id, or 404. */
export function findCampaign(ctx: ServerContext, id: string): CampaignRecord {
  const campaign = ctx.store.get('campaigns').find({ id }).value();
  if (!campaign) throw new HttpError(404, NO_CAMPAIGN);
  return campaign;
}

/** The brand's own campaign; another brand's is 404, so its existence stays private. */
export function ownCampaign(ctx: ServerContext, brand: Account, id: string): CampaignRecord {
  const campaign = findCampaign(ctx, id);
  if (campaign.brandId !== brand.id) throw new HttpError(404, NO_CAMPAIGN);
  return campaign;
}

/** What `account` may read: its own campaign (brand), any (admin), or a recruiting one (influencer); else 404. */
export function readableCampaign(ctx: ServerContext, account: Account, id: string): CampaignRecord {
  const campaign = findCampaign(ctx, id);
  const allowed =
    account.role === 'admin' ||
    (account.role === 'brand' && campaign.brandId === account.id) ||
    (account.role === 'influencer' && campaign.status === 'recruiting');
  if (!allowed) throw new HttpError(404, NO_CAMPAIGN);
  return campaign;
}

/**
 * Moves `campaign` on by `event` through the shared machine (409 when its state does not take it) and applies
 * `changes` with it, in lowdb; the campaigns part copies it into PostgreSQL before its next read (campaign-mirror.ts).
 * No write: the caller's one `ctx.store.write()` saves it.
 */
export function moveCampaign(
  ctx: ServerContext,
  campaign: CampaignRecord,
  event: CampaignEvent['type'],
  action: string,
  changes: Partial<CampaignRecord> | (() => Partial<CampaignRecord>) = {},
): CampaignRecord {
  const status = nextStatus(campaignMachine, campaign.status, { type: event }, { noun: 'campaign', action }) as CampaignRecord['status'];
  const updatedAt = new Date(ctx.clock.now()).toISOString();
  const extra = typeof changes === 'function' ? changes() : changes;
  const moved = ctx.store.get('campaigns').find({ id: campaign.id }).assign({ ...extra, status, updatedAt }).value();
  mirrorLater(ctx, 'campaigns', [campaign.id]);
  return moved;
}
