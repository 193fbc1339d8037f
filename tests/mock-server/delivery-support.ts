import type { Deliverable } from '../../machines/deliveryTypes.ts';
import type { Dispute } from '../../machines/disputeTypes.ts';
import type { Click, Conversion, TrackingLink } from '../../machines/trackingTypes.ts';
import { clicks, conversions, deliverables, disputes, trackingLinks, webhookSecrets } from '../../mock-server/db/schema/index.ts';
import { settleKept } from '../../mock-server/delivery/pending.ts';
import { fromDeliverableRow, fromDisputeRow } from '../../mock-server/delivery/rows.ts';
import type { makeServer } from './support.ts';

type Server = Awaited<ReturnType<typeof makeServer>>;

/**
 * The delivery records as the API stores them (PostgreSQL), oldest first where order matters. Each first waits for
 * work other parts began without awaiting it (mock-server/delivery/pending.ts), as the next request would.
 */
export const stored = {
  deliverables: async (server: Server): Promise<Deliverable[]> => (await settled(server, server.db.select().from(deliverables).orderBy(deliverables.createdAt, deliverables.contractId, deliverables.index))).map(fromDeliverableRow),
  disputes: async (server: Server): Promise<Dispute[]> => (await settled(server, server.db.select().from(disputes).orderBy(disputes.seq))).map(fromDisputeRow),
  links: async (server: Server): Promise<TrackingLink[]> => (await settled(server, server.rows(trackingLinks))) as TrackingLink[],
  clicks: async (server: Server): Promise<Click[]> => (await settled(server, server.rows(clicks))) as Click[],
  conversions: async (server: Server): Promise<Conversion[]> => (await settled(server, server.db.select().from(conversions).orderBy(conversions.seq))).map(({ seq: _seq, ...c }) => c as Conversion),
  webhookSecrets: (server: Server) => settled(server, server.rows(webhookSecrets)),
};

async function settled<T>(server: Server, query: PromiseLike<T>): Promise<T> {
  await settleKept(server.ctx);
  return query;
}
