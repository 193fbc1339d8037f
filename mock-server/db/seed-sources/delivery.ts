import type { Deliverable } from '../../../src/domain/delivery-types.ts';
import type { Dispute } from '../../../src/domain/dispute-types.ts';
import { deliverableRow, disputeRow } from '../../delivery/rows.ts';
import * as schema from '../schema/delivery.ts';
import type { SeedSource } from '../seed.ts';

type Row = Record<string, unknown>;

/** How db.json's delivery collections become rows (mock-server/db/seed.ts); links before the clicks that name them. */
export const SOURCES: SeedSource[] = [
  { table: schema.deliverables, collection: 'deliverables', toRow: (r: Row) => deliverableRow(r as unknown as Deliverable) },
  { table: schema.disputes, collection: 'disputes', toRow: (r: Row) => disputeRow(r as unknown as Dispute) },
  { table: schema.trackingLinks, collection: 'trackingLinks' },
  { table: schema.clicks, collection: 'clicks' },
  { table: schema.conversions, collection: 'conversions' },
  { table: schema.webhookSecrets, collection: 'webhookSecrets' },
  { table: schema.metricReports, collection: 'metricReports' },
];
