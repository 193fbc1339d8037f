import { fetchCreatorCampaign } from '../../../../api/creator.ts';
import { fetchPlanUsage, type PlanUsage } from '../../../../api/plans.ts';
import { fetchTrackRecord, type TrackRecordView } from '../../../../api/reviews.ts';

/**
 * The creator's campaign page: the campaign, its match and the creator's application, and (while the apply form or
 * an invitation shows) the plan in force with its open applications, so the limit shows before applying (issue 19),
 * and the brand's track record (issue 24).
 */
export async function loadCreatorCampaign(campaignId: string) {
  const page = await fetchCreatorCampaign(campaignId);
  const applying = page.campaign.status === 'recruiting' && (!page.application || page.application.status === 'invited');
  // Without it the form says nothing of the plan; the server still refuses an application beyond it.
  const allowance: PlanUsage | null = applying ? await fetchPlanUsage().catch(() => null) : null;
  // The brand's record (issue 24) is a help, not the page: without it the page still opens.
  const trackRecord: TrackRecordView | null = await fetchTrackRecord(page.campaign.brandId).catch(() => null);
  return { ...page, allowance, trackRecord };
}
