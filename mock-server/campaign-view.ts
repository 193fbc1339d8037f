import { campaignMachine, type CampaignEvent } from '../machines/campaignMachine.ts';
import type { Campaign } from '../machines/campaignTypes.ts';
import type { ServerContext } from './context.ts';
import { HttpError } from './http.ts';
import { nextStatus } from './lifecycle.ts';
import type { Account, CampaignRecord } from './types.ts';

export const NO_CAMPAIGN = 'There is no such campaign.';

/** Accepted creators so far: the campaign's contracts that still stand (a cancelled one frees its slot). */
export function acceptedCount(ctx: ServerContext, campaignId: string): number {
  return ctx.store.get('contracts').value().filter((c) => c.campaignId === campaignId && c.status !== 'cancelled').length;
}

/**
 * A stored campaign as the API sends it: `acceptedCount` is derived, never stored (docs/decisions/0007).
 * Creators see the brief, not the brand's business with Sauti: no review notes and no total budget.
 */
export function toCampaign(ctx: ServerContext, record: CampaignRecord, viewer?: Account): Campaign {
  const campaign = { ...record, acceptedCount: acceptedCount(ctx, record.id) };
  return viewer?.role === 'influencer' ? { ...campaign, reviewNotes: [], budgetTotal: null } : campaign;
}

/** The name campaigns show for a brand: its profile's company name, else the account's name. */
export function brandNameOf(ctx: ServerContext, account: Account): string {
  const company = ctx.store.get('profiles').find({ accountId: account.id }).value()?.companyName;
  return typeof company === 'string' && company.trim() ? company.trim() : account.name;
}

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
 * `changes` with it: a function when they should only be worked out (and checked) once the move is allowed. No write: the caller's one `ctx.store.write()` saves the move with whatever else happened.
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
  return ctx.store.get('campaigns').find({ id: campaign.id }).assign({ ...extra, status, updatedAt }).value();
}
