import { notFound } from '@tanstack/react-router';
import { fetchCampaignApplications, fetchCampaignMatches } from '../../../../api/brand-recruiting.ts';
import type { CampaignView } from '../../../../api/campaign-schema.ts';
import { fetchCampaign } from '../../../../api/campaigns.ts';
import { fetchDeliverables } from '../../../../api/delivery.ts';
import { fetchThread } from '../../../../api/messages.ts';
import { fetchClientConversations, fetchPartnerClients, type PartnerClientView } from '../../../../api/partners.ts';
import { partnerCampaign } from '../../../../content/partners.ts';
import type { CampaignStatus } from '../../../../domain/campaign-types.ts';
import { ApiError } from '../../../../lib/api.ts';

/** A client's campaign shows its applications once it has recruited, and its matches to invite while it recruits. */
const RECRUITED: readonly CampaignStatus[] = ['recruiting', 'recruiting_paused', 'in_progress', 'in_progress_paused', 'completed'];

/** What the API refuses the partner (403: not its client, or not allowed) is said on the page; a missing record is not found. */
async function orRefused<T>(load: () => Promise<T>): Promise<{ data: T; refused: null } | { data: null; refused: string }> {
  try {
    return { data: await load(), refused: null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    if (error instanceof ApiError && (error.status === 403 || error.status === 422)) return { data: null, refused: error.message };
    throw error;
  }
}

/** "Manage campaigns" is the client's to give: without it the wizard is refused on the page, not after the partner wrote. */
const refusedManaging = (client: PartnerClientView): string | null =>
  client.manageCampaigns ? null : partnerCampaign.cannotManage(client.brandName ?? client.email);

/** The campaign to copy, or null when there is none, or it is gone, refused or another brand's (`unused`: the page says so). */
async function copyFor(brandId: string, from: string | undefined): Promise<{ source: CampaignView | null; copyUnused: boolean }> {
  if (!from) return { source: null, copyUnused: false };
  try {
    const source = await fetchCampaign(from);
    // Only a brief of this client's own is copied.
    return source.brandId === brandId ? { source, copyUnused: false } : { source: null, copyUnused: true };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404 || error.status === 422)) return { source: null, copyUnused: true };
    throw error;
  }
}

/**
 * A partner's work on one record of a client (issue 25), one route for all (each route costs every page's first load:
 * decision 0008): `/partner/campaigns/{id}` (with its applications and matches; `?step=` opens a draft in the
 * wizard: `editing`), `/partner/new-campaign/{brandId}` (a new campaign in the wizard, `?from=` a campaign of the
 * client's to copy), `/partner/contracts/{id}`, `/partner/conversations/{brandId}` (the client's conversations,
 * `?page=`) and `/partner/messages/{id}` (one conversation). Any other section is not found. The wizard needs the
 * client's "Manage campaigns": without it, `refused` says so. A campaign or contract the API refuses (403) is `refused`
 * too, with the API's reason, instead of the router's error.
 */
export async function loadClientWork(section: string, id: string, { page, from, editing = false }: { page?: number; from?: string; editing?: boolean } = {}) {
  if (section === 'new-campaign') {
    const [clients, copy] = await Promise.all([fetchPartnerClients(), copyFor(id, from)]);
    const client = clients.items.find((c) => c.brandId === id && c.status === 'active');
    if (!client) throw notFound();
    return { kind: 'new-campaign' as const, brandId: id, brandName: client.brandName ?? client.email, ...copy, refused: refusedManaging(client) };
  }
  if (section === 'campaigns') {
    // A client that has not allowed "Manage campaigns" (or a link ended since) is refused the campaign itself: the page says why.
    const found = await orRefused(() => fetchCampaign(id));
    if (found.refused !== null) return { kind: 'refused' as const, what: 'campaign' as const, refused: found.refused };
    const campaign = found.data;
    if (editing) {
      const clients = await fetchPartnerClients();
      const client = clients.items.find((c) => c.brandId === campaign.brandId && c.status === 'active');
      // The API shows a campaign only to an active client's partner; a link ended since is refused as a missing permission.
      const refused = client ? refusedManaging(client) : partnerCampaign.cannotManage(campaign.brandName);
      return { kind: 'campaign' as const, campaign, applications: [], matches: [], refused };
    }
    const [applications, matches] = await Promise.all([
      RECRUITED.includes(campaign.status) ? fetchCampaignApplications(id) : [],
      campaign.status === 'recruiting' ? fetchCampaignMatches(id) : [],
    ]);
    return { kind: 'campaign' as const, campaign, applications, matches, refused: null };
  }
  if (section === 'contracts') {
    const found = await orRefused(() => fetchDeliverables(id));
    if (found.refused !== null) return { kind: 'refused' as const, what: 'contract' as const, refused: found.refused };
    return { kind: 'contract' as const, data: found.data };
  }
  if (section === 'conversations') {
    const [list, clients] = await Promise.all([orRefused(() => fetchClientConversations(id, page)), fetchPartnerClients()]);
    return { kind: 'conversations' as const, brandId: id, ...list, clients: clients.items };
  }
  if (section === 'messages') {
    const [thread, clients] = await Promise.all([orRefused(() => fetchThread(id)), fetchPartnerClients()]);
    // The thread names its campaign; the campaign names the brand the partner writes for, and its link what it may do.
    const campaign = thread.data ? await fetchCampaign(thread.data.conversation.campaignId) : null;
    const reviewDeliverables = clients.items.some((c) => c.brandId === campaign?.brandId && c.status === 'active' && c.reviewDeliverables);
    return { kind: 'thread' as const, ...thread, campaign, reviewDeliverables };
  }
  throw notFound();
}
