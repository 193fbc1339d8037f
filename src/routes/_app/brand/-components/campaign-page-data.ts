import type { CampaignStatus } from '../../../../domain/campaign-types.ts';
import { fetchCampaignApplications, fetchCampaignMatches } from '../../../../api/brand-recruiting.ts';
import { fetchCampaign } from '../../../../api/campaigns.ts';
import { fetchMyContracts } from '../../../../api/contracts.ts';

const RECRUITING: CampaignStatus[] = ['recruiting', 'recruiting_paused'];
const HAS_CONTRACTS: CampaignStatus[] = [...RECRUITING, 'in_progress', 'in_progress_paused', 'completed', 'cancelled'];

/** The campaign page's data: the campaign, and while it recruits its matches, applications and contracts. */
export async function loadCampaignPage(campaignId: string) {
  const campaign = await fetchCampaign(campaignId);
  const [matches, applications, contracts] = await Promise.all([
    campaign.status === 'recruiting' ? fetchCampaignMatches(campaignId) : [],
    RECRUITING.includes(campaign.status) ? fetchCampaignApplications(campaignId) : [],
    HAS_CONTRACTS.includes(campaign.status) ? fetchMyContracts().then((items) => items.filter((i) => i.contract.campaignId === campaignId)) : [],
  ]);
  return { campaign, matches, applications, contracts, recruiting: RECRUITING.includes(campaign.status), contracted: HAS_CONTRACTS.includes(campaign.status) };
}
