import { and, asc, desc, inArray, notInArray } from 'drizzle-orm';
import type { Campaign } from '../../src/domain/campaign-types.ts';
import { FINISHED_DELIVERABLE_STATUSES, type Deliverable } from '../../src/domain/delivery-types.ts';
import type { PartnerClient } from '../../src/domain/partner-types.ts';
import { toCampaigns } from '../campaign-access.ts';
import { campaignRecord } from '../campaign-records.ts';
import type { ServerContext } from '../context.ts';
import { campaigns, deliverables } from '../db/schema/index.ts';
import { fromDeliverableRow } from '../delivery/rows.ts';
import type { Account } from '../types.ts';
import { clientsOfPartner, toClients } from './clients.ts';

/** One client on the partner home: its link, its campaigns, what waits for review and what is due next. */
export interface ClientOverview {
  client: PartnerClient;
  campaigns: Campaign[];
  toReview: Deliverable[];
  upcoming: Deliverable[];
}

const UPCOMING = 10;

/**
 * `GET /partner/overview` (issue 25): every active client's campaigns, the deliverables waiting for its review and
 * the next deadlines, grouped by client; invitations still waiting are listed with no work. Three queries in all.
 */
export async function partnerOverview(ctx: ServerContext, partner: Account): Promise<{ clients: ClientOverview[] }> {
  const links = await toClients(ctx, (await clientsOfPartner(ctx, partner.id)).filter((l) => l.status === 'active' || l.status === 'invited'));
  // A client shows only what it lets the partner work on: its campaigns with "Manage campaigns", its deliverables with "Review deliverables".
  const allowing = (permission: 'manageCampaigns' | 'reviewDeliverables') => links.flatMap((l) => (l.status === 'active' && l.brandId && l[permission] ? [l.brandId] : []));
  const campaignBrands = allowing('manageCampaigns');
  const reviewBrands = allowing('reviewDeliverables');
  const campaignRows = campaignBrands.length === 0 ? [] : await ctx.db.select().from(campaigns).where(inArray(campaigns.brandId, campaignBrands)).orderBy(desc(campaigns.createdAt), desc(campaigns.seq));
  const shown = await toCampaigns(ctx, campaignRows.map(campaignRecord));
  const open = reviewBrands.length === 0 ? [] : (await ctx.db.select().from(deliverables)
    .where(and(inArray(deliverables.brandId, reviewBrands), notInArray(deliverables.status, [...FINISHED_DELIVERABLE_STATUSES])))
    .orderBy(asc(deliverables.dueAt), asc(deliverables.index))).map(fromDeliverableRow);
  return {
    clients: links.map((client) => {
      const mine = (d: { brandId: string }) => d.brandId === client.brandId;
      return {
        client,
        campaigns: client.status === 'active' ? shown.filter(mine) : [],
        toReview: open.filter((d) => mine(d) && d.status === 'in_review'),
        upcoming: open.filter((d) => mine(d) && (d.status === 'pending' || d.status === 'overdue' || d.status === 'revision_requested')).slice(0, UPCOMING),
      };
    }),
  };
}
