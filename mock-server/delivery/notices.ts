import type { Deliverable } from '../../src/domain/delivery-types.ts';
import { campaignById } from '../campaign-records.ts';
import type { ServerContext } from '../context.ts';
import { notify } from '../notify.ts';
import type { CampaignRecord } from '../types.ts';

/** "Wed 14 Jan, 10:00 EAT": deadlines are told in East Africa Time, the time the server keeps them in. */
export { eatTime } from '../../src/domain/eat.ts';

const PLATFORMS: Record<string, string> = { instagram: 'Instagram', youtube: 'YouTube', tiktok: 'TikTok', twitter: 'X (Twitter)' };
/** "deliverable 2 (TikTok video)". */
export const label = (d: Deliverable) => `deliverable ${d.index} (${PLATFORMS[d.platform] ?? d.platform} ${d.type})`;

/** A campaign's title in a notice; "your campaign" for one that is gone. */
export const titleOf = (campaign: Pick<CampaignRecord, 'title'> | null) => campaign?.title ?? 'your campaign';
export const campaignTitle = async (ctx: ServerContext, campaignId: string): Promise<string> => titleOf(await campaignById(ctx, campaignId));

export interface Notice {
  type: string;
  brand: { title: string; body: string };
  creator: { title: string; body: string };
}

/** Both sides hear of every step, each on their own page for the campaign, in the caller's transaction. */
export async function tellBoth(ctx: ServerContext, d: Deliverable, notice: Notice): Promise<void> {
  await notify(ctx, { userId: d.brandId, type: notice.type, ...notice.brand, href: `/brand/campaigns/${d.campaignId}` });
  await notify(ctx, { userId: d.creatorId, type: notice.type, ...notice.creator, href: `/influencer/campaigns/${d.campaignId}` });
}
