import type { CampaignStatus } from '../../../../domain/campaign-types.ts';
import type { CampaignFunds } from '../../../../domain/money-types.ts';
import { fetchCampaignFunds } from '../../../../api/funds.ts';
import { fetchLaunchQuote } from '../../../../api/payments.ts';
import type { LaunchQuote } from '../../../../domain/launch-quote.ts';
import { fetchPlanUsage, type PlanUsage } from '../../../../api/plans.ts';
import { loadCampaignPage } from './campaign-page-data.ts';

/** Past approved, a campaign has been paid for, so it has funds to show. */
const FUNDED: CampaignStatus[] = ['recruiting', 'recruiting_paused', 'in_progress', 'in_progress_paused', 'completed', 'cancelled'];

/**
 * The brand's campaign page: everything loadCampaignPage reads, plus the campaign's funds once it is paid for, and
 * (while it waits to launch) the plan in force with its active campaigns, so the limit shows before paying.
 */
export async function loadBrandCampaign(campaignId: string) {
  const page = await loadCampaignPage(campaignId);
  const funded = FUNDED.includes(page.campaign.status);
  // The funds panel says when it could not load; the rest of the page still works.
  const funds: CampaignFunds | null = funded ? await fetchCampaignFunds(campaignId).catch(() => null) : null;
  // What launching costs, from the server, while the launch panel shows (the panel says when it could not load).
  const launchable = page.campaign.status === 'approved' || page.campaign.status === 'funding';
  const quote: LaunchQuote | null = launchable ? await fetchLaunchQuote(campaignId).catch(() => null) : null;
  // Without it the launch panel says nothing of the plan; the server still refuses a launch beyond it.
  const allowance: PlanUsage | null = page.campaign.status === 'approved' ? await fetchPlanUsage().catch(() => null) : null;
  return { ...page, funded, funds, quote, allowance };
}
