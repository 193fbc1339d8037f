import type { SeedSource } from '../seed.ts';
import { campaignApplications, campaigns, contracts, matches } from '../schema/campaigns.ts';

/** How db.json's campaigns collections become rows (mock-server/db/seed.ts): each record's fields are its columns. */
export const SOURCES: SeedSource[] = [
  { table: campaigns, collection: 'campaigns' },
  { table: campaignApplications, collection: 'campaignApplications' },
  { table: contracts, collection: 'contracts' },
  { table: matches, collection: 'matches' },
];
