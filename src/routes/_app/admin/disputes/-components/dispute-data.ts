import { OPEN_DISPUTE_STATUSES } from '../../../../../domain/dispute-types.ts';
import { fetchCampaign } from '../../../../../api/campaigns.ts';
import { fetchDeliverables } from '../../../../../api/delivery.ts';
import type { DisputeView } from '../../../../../api/dispute-schemas.ts';
import { fetchAdminDisputes, fetchDispute } from '../../../../../api/disputes.ts';
import { fetchReviewReports } from '../../../../../api/reviews.ts';

const isOpen = (d: DisputeView) => OPEN_DISPUTE_STATUSES.includes(d.status);
/** The deadline nearest first; one without a deadline (waiting for the admin) first of all, as it waits on us. */
const dueAt = (d: DisputeView) => (d.deadline ? Date.parse(d.deadline.at) : 0);

/** Campaign titles by id; admins read any campaign through the brand's endpoint (docs/decisions/0007). */
async function titlesOf(ids: string[]): Promise<Record<string, string>> {
  const unique = [...new Set(ids)];
  const found = await Promise.all(unique.map((id) => fetchCampaign(id).then((c) => c.title, () => id)));
  return Object.fromEntries(unique.map((id, i) => [id, found[i]!]));
}

/**
 * Every open dispute, nearest deadline first, then the most recently changed closed ones (up to the API's 50), and the
 * reported reviews waiting for a decision, oldest first (issue 24): the other quarrel between the two sides an admin settles.
 */
export async function loadDisputeList() {
  const [open, recent, reports] = await Promise.all([
    fetchAdminDisputes({ status: 'open', pageSize: 50 }), fetchAdminDisputes({ pageSize: 50 }), fetchReviewReports({ status: 'open' }),
  ]);
  const closed = recent.items.filter((d) => !isOpen(d));
  const titles = await titlesOf([...open.items, ...closed].map((d) => d.campaignId));
  return { open: [...open.items].sort((x, y) => dueAt(x) - dueAt(y)), openTotal: open.total, closed, titles, reports };
}
export type DisputeList = Awaited<ReturnType<typeof loadDisputeList>>;

/** One dispute with its campaign (the brief) and its contract (the held fee and the disputed deliverable). */
export async function loadDispute(disputeId: string) {
  const dispute = await fetchDispute(disputeId);
  const [campaign, work] = await Promise.all([fetchCampaign(dispute.campaignId), fetchDeliverables(dispute.contractId)]);
  const deliverable = work.items.find((d) => d.id === dispute.deliverableId) ?? null;
  return { dispute, campaign, contract: work.contract, deliverable };
}
export type DisputeDetail = Awaited<ReturnType<typeof loadDispute>>;
