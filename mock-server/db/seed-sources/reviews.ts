import type { SeedSource } from '../seed.ts';
import { contractTerms, creatorPackages, reviews, termsAcceptances } from '../schema/reviews.ts';

/**
 * How db.json's reviews, creators' packages and contracts' terms with their acceptances become rows
 * (mock-server/db/seed.ts), after the contracts they name. `npx tsx scripts/seed-terms.ts` writes the terms.
 */
export const SOURCES: SeedSource[] = [
  { table: reviews, collection: 'reviews' },
  { table: creatorPackages, collection: 'creatorPackages' },
  { table: contractTerms, collection: 'contractTerms' },
  { table: termsAcceptances, collection: 'termsAcceptances' },
];
