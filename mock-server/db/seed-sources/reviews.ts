import type { SeedSource } from '../seed.ts';
import { creatorPackages, reviews } from '../schema/reviews.ts';

/** How db.json's reviews and creators' packages become rows (mock-server/db/seed.ts), after the contracts they name. */
export const SOURCES: SeedSource[] = [
  { table: reviews, collection: 'reviews' },
  { table: creatorPackages, collection: 'creatorPackages' },
];
