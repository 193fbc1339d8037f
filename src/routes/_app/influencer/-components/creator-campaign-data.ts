import { fetchCreatorCampaign } from '../../../../api/creator.ts';
import { fetchPlanUsage, type PlanUsage } from '../../../../api/plans.ts';
import { fetchTrackRecord, type TrackRecordView } from '../../../../api/reviews.ts';
import { fetchBriefTerms } from '../../../../api/packages.ts';
import { isOpenApplication } from '../../../../domain/campaign-types.ts';
import type { BriefTermsView } from '../../../../domain/usage-rights.ts';

/**
 * The creator's campaign page: the campaign, its match and the creator's application, and (while the apply form or
 * an invitation shows) the plan in force with its open applications, so the limit shows before applying (issue 19),
 * the brand's track record and the brief's usage terms to accept (issue 24).
 */
export async function loadCreatorCampaign(campaignId: string) {
  const page = await fetchCreatorCampaign(campaignId);
  const applying = page.campaign.status === 'recruiting' && (!page.application || page.application.status === 'invited');
  // The brief's usage terms with their version and hash (issue 24): what applying, or an open application, accepts.
  const accepting = page.campaign.status === 'recruiting' && (applying || isOpenApplication(page.application?.status));
  const terms: BriefTermsView | null = accepting ? await fetchBriefTerms(campaignId) : null;
  // Without it the form says nothing of the plan; the server still refuses an application beyond it.
  const allowance: PlanUsage | null = applying ? await fetchPlanUsage().catch(() => null) : null;
  // The brand's record (issue 24) is a help, not the page: without it the page still opens.
  const trackRecord: TrackRecordView | null = await fetchTrackRecord(page.campaign.brandId).catch(() => null);
  return { ...page, terms, allowance, trackRecord };
}
