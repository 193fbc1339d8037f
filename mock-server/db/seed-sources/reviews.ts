import type { SeedSource } from '../seed.ts';
import { creatorPackages, pastWork, reviews } from '../schema/reviews.ts';

/** How db.json's reviews, creators' packages and past work become rows (mock-server/db/seed.ts), after the contracts and deliverables they name. */
export const SOURCES: SeedSource[] = [
  { table: reviews, collection: 'reviews' },
  { table: creatorPackages, collection: 'creatorPackages' },
  { table: pastWork, collection: 'pastWork' },
];
