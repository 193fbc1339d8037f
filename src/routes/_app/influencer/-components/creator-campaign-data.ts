import { fetchCreatorCampaign } from '../../../../api/creator.ts';
import { fetchPlanUsage, type PlanUsage } from '../../../../api/plans.ts';

/**
 * The creator's campaign page: the campaign, its match and the creator's application, and (while the apply form or
 * an invitation shows) the plan in force with its open applications, so the limit shows before applying (issue 19).
 */
export async function loadCreatorCampaign(campaignId: string) {
  const page = await fetchCreatorCampaign(campaignId);
  const applying = page.campaign.status === 'recruiting' && (!page.application || page.application.status === 'invited');
  // Without it the form says nothing of the plan; the server still refuses an application beyond it.
  const allowance: PlanUsage | null = applying ? await fetchPlanUsage().catch(() => null) : null;
  return { ...page, allowance };
}
