import type { SeedSource } from '../seed.ts';
import * as schema from '../schema/index.ts';

/**
 * The seed's partner (issue 25): Brian Mwangi of partner@sauti.test, on the Partner plan (a paid year), working for
 * two client brands (Kahawa and Zuri), so the partner home is never empty. db.json holds the rows as stored.
 */
export const SOURCES: SeedSource[] = [
  { table: schema.subscriptions, collection: 'subscriptions' },
  { table: schema.partnerClients, collection: 'partnerClients' },
];
