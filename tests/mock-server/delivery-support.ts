import type { Deliverable } from '../../src/domain/delivery-types.ts';
import type { Dispute } from '../../src/domain/dispute-types.ts';
import type { Click, Conversion, TrackingLink } from '../../src/domain/tracking-types.ts';
import { campaignById } from '../../mock-server/campaign-records.ts';
import { contractById } from '../../mock-server/contract-records.ts';
import { clicks, conversions, deliverables, disputes, trackingLinks, webhookSecrets } from '../../mock-server/db/schema/index.ts';
import { fromDeliverableRow, fromDisputeRow } from '../../mock-server/delivery/rows.ts';
import { peopleOf } from './people-support.ts';
import type { makeServer } from './support.ts';

type Server = Awaited<ReturnType<typeof makeServer>>;

/** The delivery records as the API stores them (PostgreSQL), oldest first where order matters. */
export const stored = {
  deliverables: async (server: Server): Promise<Deliverable[]> => (await server.db.select().from(deliverables).orderBy(deliverables.createdAt, deliverables.contractId, deliverables.index)).map(fromDeliverableRow),
  disputes: async (server: Server): Promise<Dispute[]> => (await server.db.select().from(disputes).orderBy(disputes.seq)).map(fromDisputeRow),
  links: async (server: Server): Promise<TrackingLink[]> => (await server.rows(trackingLinks)) as TrackingLink[],
  clicks: async (server: Server): Promise<Click[]> => (await server.rows(clicks)) as Click[],
  conversions: async (server: Server): Promise<Conversion[]> => (await server.db.select().from(conversions).orderBy(conversions.seq)).map(({ seq: _seq, ...c }) => c as Conversion),
  webhookSecrets: (server: Server) => server.rows(webhookSecrets),
};

/** Who was told of `type`, sorted (the notifications as PostgreSQL keeps them). */
export const noticesOf = async (server: Server, type: string): Promise<string[]> =>
  (await peopleOf(server).notifications()).filter((n) => n.type === type).map((n) => n.userId).sort();

/** A contract's and a campaign's status as stored, read as the campaigns part reads them. */
export const contractStatus = async (server: Server, id: string) => (await contractById(server.ctx, id))?.status;
export const campaignStatus = async (server: Server, id: string) => (await campaignById(server.ctx, id))?.status;
