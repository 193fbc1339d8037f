import { notFound } from '@tanstack/react-router';
import { fetchCampaign } from '../../../../api/campaigns.ts';
import { fetchDeliverables } from '../../../../api/delivery.ts';

/**
 * A partner's work on one record of a client (issue 25): `/partner/campaigns/{id}` or `/partner/contracts/{id}`,
 * one route for both (each route costs every page's first load: decision 0008). Any other section is not found.
 */
export async function loadClientWork(section: string, id: string) {
  if (section === 'campaigns') return { kind: 'campaign' as const, campaign: await fetchCampaign(id) };
  if (section === 'contracts') return { kind: 'contract' as const, data: await fetchDeliverables(id) };
  throw notFound();
}
