import { campaignMachine, type CampaignEvent } from '../machines/lifecycles/campaignMachine.ts';
import type { Campaign } from '../src/domain/campaign-types.ts';
import { acceptedCount, acceptedCounts, campaignById, updateCampaign, type Lock } from './campaign-records.ts';
import type { ServerContext } from './context.ts';
import { HttpError } from './http.ts';
import { nextStatus } from './lifecycle.ts';
import { brandNameFrom, profileByAccountId } from './people/accounts.ts';
import type { Account, CampaignRecord } from './types.ts';

/** Who may read or change which campaign, and how one is sent (docs/decisions/0007), over PostgreSQL. */
export const NO_CAMPAIGN = 'There is no such campaign.';

/** Creators see the brief, not the brand's business with Sauti: no review notes and no total budget. */
const shown = (campaign: Campaign, viewer?: Account): Campaign =>
  viewer?.role === 'influencer' ? { ...campaign, reviewNotes: [], budgetTotal: null } : campaign;

/** A stored campaign as the API sends it: `acceptedCount` is derived from its contracts, never stored. */
export async function toCampaign(ctx: ServerContext, record: CampaignRecord, viewer?: Account): Promise<Campaign> {
  return shown({ ...record, acceptedCount: await acceptedCount(ctx, record.id) }, viewer);
}

/** A campaign just made, as sent: a new draft has no contracts, so no count is read. */
export const newCampaignShown = (record: CampaignRecord): Campaign => shown({ ...record, acceptedCount: 0 });

/** A list of campaigns as sent, their counts in one query. */
export async function toCampaigns(ctx: ServerContext, records: readonly CampaignRecord[], viewer?: Account): Promise<Campaign[]> {
  const counts = await acceptedCounts(ctx, [...new Set(records.map((r) => r.id))]);
  return records.map((record) => shown({ ...record, acceptedCount: counts.get(record.id) ?? 0 }, viewer));
}

/** The name campaigns show for a brand: its profile's company name, else the account's name. */
export async function brandNameOf(ctx: ServerContext, account: Account): Promise<string> {
  return brandNameFrom(account, await profileByAccountId(ctx, account.id));
}

/** Any campaign by id, or 404; `lock` takes its row (inside a transaction) before a status change. */
export async function findCampaign(ctx: ServerContext, id: string, options: Lock = {}): Promise<CampaignRecord> {
  const campaign = await campaignById(ctx, id, options);
  if (!campaign) throw new HttpError(404, NO_CAMPAIGN);
  return campaign;
}

/** The brand's own campaign; another brand's is 404, so its existence stays private. */
export async function ownCampaign(ctx: ServerContext, brand: Account, id: string, options: Lock = {}): Promise<CampaignRecord> {
  const campaign = await findCampaign(ctx, id, options);
  if (campaign.brandId !== brand.id) throw new HttpError(404, NO_CAMPAIGN);
  return campaign;
}

/** What `account` may read: its own campaign (brand), any (admin), or a recruiting one (influencer); else 404. */
export async function readableCampaign(ctx: ServerContext, account: Account, id: string, options: Lock = {}): Promise<CampaignRecord> {
  const campaign = await findCampaign(ctx, id, options);
  const allowed =
    account.role === 'admin' ||
    (account.role === 'brand' && campaign.brandId === account.id) ||
    (account.role === 'influencer' && campaign.status === 'recruiting');
  if (!allowed) throw new HttpError(404, NO_CAMPAIGN);
  return campaign;
}

/**
 * Moves `campaign` on by `event` through the shared machine (409 when its state does not take it) and stores
 * `changes` with it: a function when they should only be worked out (and checked) once the move is allowed.
 * The caller read `campaign` with its row locked, in the transaction this writes in.
 */
export async function moveCampaign(
  ctx: ServerContext,
  campaign: CampaignRecord,
  event: CampaignEvent['type'],
  action: string,
  changes: Partial<CampaignRecord> | (() => Partial<CampaignRecord>) = {},
): Promise<CampaignRecord> {
  const status = nextStatus(campaignMachine, campaign.status, { type: event }, { noun: 'campaign', action }) as CampaignRecord['status'];
  const extra = typeof changes === 'function' ? changes() : changes;
  return updateCampaign(ctx, campaign.id, { ...extra, status, updatedAt: new Date(ctx.clock.now()).toISOString() });
}
